import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitWindows } from '../../db/schema/index';

const t = rateLimitWindows;

export type WindowCount = { count: number; retryAfterSeconds: number };

export function createRateLimitRepository(db: Database) {
  return {
    /**
     * Counts one event in the key's current window (a new window once the old one has passed) in
     * one upsert, so concurrent callers on several instances each get their own count.
     */
    async hit(bucket: string, subject: string, windowSeconds: number): Promise<WindowCount> {
      const expired = sql`${t.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(t)
        .values({ bucket, subject, count: 1 })
        .onConflictDoUpdate({
          target: [t.bucket, t.subject],
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END`,
            windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${t.windowStart} END`,
          },
        })
        .returning({
          count: t.count,
          retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${t.windowStart} + make_interval(secs => ${windowSeconds}) - now()))))::int`,
        });
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: Number(row.count), retryAfterSeconds: Number(row.retryAfterSeconds) };
    },

    /** Housekeeping: windows that began before `before` can no longer limit anything. */
    async purgeBefore(before: Date): Promise<void> {
      await db.delete(t).where(lt(t.windowStart, before));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
