import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldMainThread } from './yield-main-thread';

describe('yieldMainThread', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is the browser's scheduler.yield where there is one", async () => {
    const yielded = vi.fn(async () => undefined);
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldMainThread();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('is nothing to wait for without one', () => {
    vi.stubGlobal('scheduler', undefined);
    expect(yieldMainThread()).toBeUndefined();
  });
});
