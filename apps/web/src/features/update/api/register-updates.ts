import { STORAGE_KEYS } from '@patron/contracts';
import { registerSW } from 'virtual:pwa-register';
import { APP_VERSION, fetchDeployedVersion } from './app-version';
import { createUpdateChecker, watchForUpdates } from './update-checker';
import { announceUpdate, setUpdateActivator } from './update-store';
import { applyVersion, clearStoredAppState } from './version-check';

export const UPDATE_AVAILABLE_EVENT = 'app:update-available';

const signal = (version: string) =>
  window.dispatchEvent(new CustomEvent(UPDATE_AVAILABLE_EVENT, { detail: { version } }));

/**
 * Spec §4 version check and §7 service worker. At start: a version that differs from the stored
 * APP_VERSION signals, clears the stored app state and is saved. While open: the service worker is
 * checked for a new build (debounced 1000 ms); when one is waiting, the same happens with the new
 * build's version and the blocking prompt counts down to the reload that activates it.
 */
export function startUpdates(): void {
  applyVersion(APP_VERSION, { storage: localStorage, sessionStorage, signal });
  document.documentElement.dataset.appVersion = APP_VERSION;

  const onNewBuild = async () => {
    const version = await fetchDeployedVersion();
    if (version) signal(version);
    clearStoredAppState(localStorage, sessionStorage);
    if (version) localStorage.setItem(STORAGE_KEYS.appVersion, version);
    announceUpdate(version);
  };

  const updateServiceWorker = registerSW({
    onNeedRefresh: () => void onNewBuild(),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const checker = createUpdateChecker(() => registration.update());
      watchForUpdates(window, checker.request);
    },
  });
  setUpdateActivator(() => void updateServiceWorker(true));
}
