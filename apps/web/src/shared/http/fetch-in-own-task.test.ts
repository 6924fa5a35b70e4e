import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchInOwnTask } from './fetch-in-own-task';

const answer = new Response('{}');

describe('fetchInOwnTask (issue 10)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts each request after yielding the main thread, when the browser can yield', async () => {
    let resume: () => void = () => {};
    vi.stubGlobal('scheduler', { yield: () => new Promise<void>((resolve) => (resume = resolve)) });
    const fetchOnce = vi.fn(async () => answer);
    const init = { method: 'GET' };
    const pending = fetchInOwnTask(fetchOnce)('/api/profile/', init);
    await Promise.resolve();
    expect(fetchOnce).not.toHaveBeenCalled();
    resume();
    expect(await pending).toBe(answer);
    expect(fetchOnce).toHaveBeenCalledWith('/api/profile/', init);
  });

  it('starts the request at once where there is no scheduler.yield', () => {
    vi.stubGlobal('scheduler', undefined);
    const fetchOnce = vi.fn(async () => answer);
    void fetchInOwnTask(fetchOnce)('/api/profile/', {});
    expect(fetchOnce).toHaveBeenCalledTimes(1);
  });
});
