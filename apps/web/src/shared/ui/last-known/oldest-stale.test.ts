import { describe, expect, it } from 'vitest';
import { oldestStale } from './oldest-stale';

describe('oldestStale', () => {
  it('is not stale when every answer is fresh or still on its way', () => {
    expect(oldestStale([{}, undefined, null])).toEqual({ stale: false });
    expect(oldestStale([])).toEqual({ stale: false });
  });

  it('owns up to the oldest copy among the stale answers', () => {
    expect(
      oldestStale([
        { stale: true, asOf: '2026-11-20T14:05:00.000Z' },
        {},
        { stale: true, asOf: '2026-11-20T13:50:00.000Z' },
      ]),
    ).toEqual({ stale: true, asOf: '2026-11-20T13:50:00.000Z' });
  });

  it('is stale without a time when no stale answer says when', () => {
    expect(oldestStale([{ stale: true }])).toEqual({ stale: true, asOf: undefined });
  });
});
