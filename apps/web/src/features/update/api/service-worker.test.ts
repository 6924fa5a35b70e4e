import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './service-worker';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  move(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** The browser found a new sw.js: it installs, then waits behind the active worker (or not). */
  install(worker = new FakeWorker(), { waits = true } = {}) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = worker;
    worker.move('installed');
    if (!waits) {
      this.waiting = null;
      worker.move('activating');
    }
    return worker;
  }
}

function setup({ controlled = true, waiting = false, loaded = true } = {}) {
  const registration = new FakeRegistration();
  if (waiting) registration.waiting = new FakeWorker();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(async () => registration),
  });
  const reload = vi.fn();
  const win = Object.assign(new EventTarget(), {
    document: { readyState: loaded ? 'complete' : 'interactive' },
    location: { reload },
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
  });
  const handlers = { onRegistered: vi.fn(), onNewBuild: vi.fn() };
  const started = registerServiceWorker(
    '/sw.js',
    handlers,
    container as unknown as ServiceWorkerContainer,
    win as unknown as Window,
  );
  return { registration, container, win, reload, handlers, started };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registerServiceWorker', () => {
  it("registers /sw.js for the whole origin once the page's load event has fired", async () => {
    const { container, win, handlers, registration, started } = setup({ loaded: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(container.register).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    await started;
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', type: 'classic' });
    expect(handlers.onRegistered).toHaveBeenCalledWith(registration);
  });

  it('reports a new build that was already waiting when the tab opened', async () => {
    const { handlers, started } = setup({ waiting: true });
    await started;
    await vi.advanceTimersByTimeAsync(0);
    expect(handlers.onNewBuild).toHaveBeenCalledOnce();
  });

  it('reports a build that installs while the tab is open once it waits, and only once', async () => {
    const { handlers, registration, started } = setup();
    await started;
    registration.install();
    expect(handlers.onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(handlers.onNewBuild).toHaveBeenCalledOnce();
    registration.install();
    await vi.advanceTimersByTimeAsync(200);
    expect(handlers.onNewBuild).toHaveBeenCalledOnce();
  });

  it('does not report a worker that activates at once (the first install)', async () => {
    const { handlers, registration, started } = setup({ controlled: false });
    await started;
    registration.install(undefined, { waits: false });
    await vi.advanceTimersByTimeAsync(200);
    expect(handlers.onNewBuild).not.toHaveBeenCalled();
  });

  it('reports an install this tab did not start as soon as it is installed', async () => {
    const { handlers, registration, started } = setup({ controlled: false });
    await started;
    registration.install(undefined, { waits: false });
    registration.install(undefined, { waits: false });
    expect(handlers.onNewBuild).toHaveBeenCalledOnce();
  });

  it('reloads on a change of controller after a new build, in a tab that had a controller', async () => {
    const { container, registration, reload, started } = setup();
    await started;
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    registration.install();
    await vi.advanceTimersByTimeAsync(200);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves the reload to the update prompt in a tab that had no controller', async () => {
    const { container, reload, started } = setup({ controlled: false, waiting: true });
    await started;
    await vi.advanceTimersByTimeAsync(0);
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});
