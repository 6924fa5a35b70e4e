import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUpdateChecker, watchForUpdates } from './update-checker';

describe('update check (debounced 1000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('makes one check 1000 ms after the last of a burst of requests', () => {
    const check = vi.fn(() => Promise.resolve());
    const checker = createUpdateChecker(check);
    checker.request();
    vi.advanceTimersByTime(600);
    checker.request();
    vi.advanceTimersByTime(999);
    expect(check).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('a failed check (offline) is not an error of the page', async () => {
    const check = vi.fn(() => Promise.reject(new Error('offline')));
    createUpdateChecker(check).request();
    vi.advanceTimersByTime(1000);
    await Promise.resolve();
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('asks when the tab comes back to the front or goes online, until stopped', () => {
    const request = vi.fn();
    const stop = watchForUpdates(window, request);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(request).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(request).toHaveBeenCalledTimes(3);
  });
});
