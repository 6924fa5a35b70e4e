import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCachedResource } from './cached-resource';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.useRealTimers());

describe('createCachedResource', () => {
  it('fetches once for a prefetch and a mount under way together', async () => {
    const fetcher = vi.fn().mockResolvedValue({ name: 'a' });
    const resource = createCachedResource(fetcher);
    await Promise.all([resource.load(), resource.load()]);
    await resource.load();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(resource.getState().data).toEqual({ name: 'a' });
  });

  it('fetches again on load once the cache TTL has passed', async () => {
    vi.useFakeTimers();
    const fetcher = vi.fn().mockResolvedValue({ name: 'a' });
    const resource = createCachedResource(fetcher);
    await resource.load();
    vi.advanceTimersByTime(100_001);
    await resource.load();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keeps the data on screen while an invalidated resource refetches, and the same object for an equal answer', async () => {
    const next = deferred<{ name: string }>();
    const fetcher = vi.fn().mockResolvedValueOnce({ name: 'a' }).mockReturnValueOnce(next.promise);
    const resource = createCachedResource(fetcher);
    await resource.load();
    const first = resource.getState().data;
    const stop = resource.subscribe(() => {});
    resource.invalidate();
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(resource.getState().data).toBe(first);
    next.resolve({ name: 'a' });
    await next.promise;
    await Promise.resolve();
    expect(resource.getState().data).toBe(first);
    stop();
  });

  it('only marks the data stale when nobody reads it', async () => {
    const fetcher = vi.fn().mockResolvedValue({ name: 'a' });
    const resource = createCachedResource(fetcher);
    await resource.load();
    resource.invalidate();
    expect(fetcher).toHaveBeenCalledTimes(1);
    await resource.load();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('ignores the answer of a fetch overtaken by a refetch', async () => {
    const slow = deferred<string>();
    const fetcher = vi.fn().mockReturnValueOnce(slow.promise).mockResolvedValueOnce('new');
    const resource = createCachedResource(fetcher);
    void resource.load();
    await resource.refetch();
    slow.resolve('old');
    await slow.promise;
    await Promise.resolve();
    expect(resource.getState().data).toBe('new');
  });

  it('keeps earlier data with the error of a failed refetch, and clears the error on success', async () => {
    const fetcher = vi
      .fn()
      .mockResolvedValueOnce('a')
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValueOnce('b');
    const resource = createCachedResource(fetcher);
    await resource.load();
    await resource.refetch();
    expect(resource.getState()).toMatchObject({ data: 'a', isError: true });
    await resource.refetch();
    expect(resource.getState()).toMatchObject({ data: 'b', isError: false, error: null });
  });

  it('takes seeded data as a fresh answer, and fetches again once it is invalidated', async () => {
    const fetcher = vi.fn().mockResolvedValue({ name: 'fetched' });
    const resource = createCachedResource(fetcher);
    resource.seed({ name: 'seeded' });
    await resource.load();
    expect(fetcher).not.toHaveBeenCalled();
    expect(resource.getState()).toMatchObject({ data: { name: 'seeded' }, isError: false });
    resource.invalidate();
    await resource.load();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(resource.getState().data).toEqual({ name: 'fetched' });
  });

  it('ignores a seed once data is there or a fetch is under way', async () => {
    const next = deferred<{ name: string }>();
    const fetcher = vi.fn().mockReturnValueOnce(next.promise);
    const resource = createCachedResource(fetcher);
    const loading = resource.load();
    resource.seed({ name: 'seeded' });
    expect(resource.getState().data).toBeUndefined();
    next.resolve({ name: 'fetched' });
    await loading;
    resource.seed({ name: 'seeded' });
    expect(resource.getState().data).toEqual({ name: 'fetched' });
  });
});
