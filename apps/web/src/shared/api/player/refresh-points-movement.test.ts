import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerKeys } from './player-keys';
import { refreshUntilConfirmed } from './refresh-points-movement';

describe('refreshUntilConfirmed', () => {
  afterEach(() => vi.useRealTimers());

  it('refreshes the points, rewards and catalogue now and at each follow-up, with no retry asked of anyone', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue(undefined);
    const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);

    await refreshUntilConfirmed(client, [1_000, 5_000]);
    expect(keys()).toEqual([
      playerKeys.tier(),
      playerKeys.balances(),
      playerKeys.rewards(),
      playerKeys.offers(),
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(invalidate).toHaveBeenCalledTimes(8);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(invalidate).toHaveBeenCalledTimes(12);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(invalidate).toHaveBeenCalledTimes(12);
  });
});
