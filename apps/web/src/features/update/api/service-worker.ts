/**
 * docs/product.md#app-updates service worker, registered on navigator.serviceWorker (workbox-window
 * cost every page 2.2 KiB gzip). It keeps what vite-plugin-pwa's 'prompt' registration did with
 * workbox-window: register after the page's load event; a new build is a worker waiting behind the active
 * one, found at registration or 200 ms after it installs (an update this tab did not start: at once); once
 * one was found, a change of controller reloads a tab that had one at start.
 */
const WAITING_CHECK_MS = 200;
// An install this long after registration was started elsewhere (another tab, the browser's own check).
const OWN_INSTALL_WINDOW_MS = 60_000;

export interface ServiceWorkerHandlers {
  onRegistered(registration: ServiceWorkerRegistration): void;
  onNewBuild(): void;
}

export async function registerServiceWorker(
  scriptUrl: string,
  handlers: ServiceWorkerHandlers,
  container: ServiceWorkerContainer = navigator.serviceWorker,
  win: Window = window,
): Promise<void> {
  if (win.document.readyState !== 'complete') {
    await new Promise((resolve) => win.addEventListener('load', resolve, { once: true }));
  }
  const hadController = Boolean(container.controller);
  let announced = false;
  const announce = () => {
    if (announced) return;
    announced = true;
    container.addEventListener('controllerchange', () => {
      if (hadController) win.location.reload();
    });
    handlers.onNewBuild();
  };

  const registration = await container.register(scriptUrl, { scope: '/', type: 'classic' });
  const registeredAt = performance.now();
  if (registration.waiting) void Promise.resolve().then(announce);

  let installs = 0;
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    const external = installs++ > 0 || performance.now() > registeredAt + OWN_INSTALL_WINDOW_MS;
    worker.addEventListener('statechange', () => {
      if (worker.state !== 'installed') return;
      if (external) announce();
      win.setTimeout(() => {
        if (registration.waiting === worker) announce();
      }, WAITING_CHECK_MS);
    });
  });
  handlers.onRegistered(registration);
}
