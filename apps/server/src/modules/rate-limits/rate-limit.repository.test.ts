import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitWindows } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { createRateLimitRepository } from './rate-limit.repository';

const t = useTestApp();
const repo = () => createRateLimitRepository(t.db);

beforeEach(() => t.db.delete(rateLimitWindows));

describe('rate limit windows', () => {
  it('counts within a window and tells how long until it ends', async () => {
    expect(await repo().hit('b', 'x', 60)).toMatchObject({ count: 1 });
    const second = await repo().hit('b', 'x', 60);
    expect(second.count).toBe(2);
    expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await repo().hit('b', 'y', 60)).count).toBe(1);
    expect((await repo().hit('other', 'x', 60)).count).toBe(1);
  });

  it('starts a new window once the old one has passed', async () => {
    await repo().hit('b', 'x', 60);
    await repo().hit('b', 'x', 60);
    await t.db.update(rateLimitWindows).set({ windowStart: sql`now() - interval '61 seconds'` });
    expect(await repo().hit('b', 'x', 60)).toMatchObject({ count: 1, retryAfterSeconds: 60 });
  });

  it('gives each of 30 concurrent hits its own count', async () => {
    const counts = await Promise.all(Array.from({ length: 30 }, () => repo().hit('b', 'race', 60)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
  });

  it('purges windows that began before a moment', async () => {
    await repo().hit('b', 'old', 60);
    await t.db.update(rateLimitWindows).set({ windowStart: sql`now() - interval '2 hours'` });
    await repo().hit('b', 'new', 60);
    await repo().purgeBefore(new Date(Date.now() - 3600_000));
    const left = await t.db.select({ subject: rateLimitWindows.subject }).from(rateLimitWindows);
    expect(left).toEqual([{ subject: 'new' }]);
  });
});
