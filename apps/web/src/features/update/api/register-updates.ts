import { STORAGE_KEYS } from '@patron/contracts';
import { APP_VERSION, fetchDeployedVersion } from './app-version';
import { registerServiceWorker } from './service-worker';
import { createUpdateChecker, watchForUpdates } from './update-checker';
import { announceUpdate, setUpdateActivator } from '../stores/update-store';
import { applyVersion, clearStoredAppState } from './version-check';
import { SERVICE_WORKER_FILE } from './service-worker-file';

export const UPDATE_AVAILABLE_EVENT = 'app:update-available';

const signal = (version: string) =>
  window.dispatchEvent(new CustomEvent(UPDATE_AVAILABLE_EVENT, { detail: { version } }));

/**
 * docs/product.md#app-updates version check and service worker. At start: a version that differs from the
 * stored APP_VERSION signals, clears the stored app state and is saved. While open: the service worker is
 * checked for a new build (debounced 1000 ms); when one is waiting, the same happens with the new
 * build's version and the blocking prompt counts down to the reload that activates it.
 */
export function startUpdates(): void {
  applyVersion(APP_VERSION, { storage: localStorage, sessionStorage, signal });
  document.documentElement.dataset.appVersion = APP_VERSION;

  // Dev serves no service worker (vite-plugin-pwa's dev register did nothing either).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const onNewBuild = async () => {
    const version = await fetchDeployedVersion();
    if (version) signal(version);
    clearStoredAppState(localStorage, sessionStorage);
    if (version) localStorage.setItem(STORAGE_KEYS.appVersion, version);
    announceUpdate(version);
  };

  registerServiceWorker(`/${SERVICE_WORKER_FILE}`, {
    onNewBuild: () => void onNewBuild(),
    onRegistered(registration) {
      const checker = createUpdateChecker(() => registration.update());
      watchForUpdates(window, checker.request);
      setUpdateActivator(() => activateWaitingWorker(registration));
    },
  }).catch(() => undefined);
}

/**
 * The waiting worker takes over (it claims open tabs) and the tab reloads on the change of
 * controller, so the reload gets the new build, also in a tab the old worker never controlled.
 */
function activateWaitingWorker(registration: ServiceWorkerRegistration): void {
  const waiting = registration.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}
