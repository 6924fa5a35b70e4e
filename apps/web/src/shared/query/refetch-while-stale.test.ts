import { describe, expect, it } from 'vitest';
import { refetchWhileStale, STALE_REFETCH_MS } from './refetch-while-stale';

const query = (data: unknown, status = 'success') =>
  ({ state: { data, status } }) as Parameters<typeof refetchWhileStale>[0];

describe('refetchWhileStale', () => {
  it('asks again each minute while a last-known copy is shown', () => {
    expect(refetchWhileStale(query({ stale: true, asOf: '2026-11-20T14:05:00.000Z' }))).toBe(
      STALE_REFETCH_MS,
    );
  });

  it('leaves fresh answers, answers on their way and failed retries alone', () => {
    expect(refetchWhileStale(query({ data: [] }))).toBe(false);
    expect(refetchWhileStale(query(undefined, 'pending'))).toBe(false);
    expect(refetchWhileStale(query({ stale: true }, 'error'))).toBe(false);
  });
});
