import { and, eq, lt, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepareSql, typedPlaceholder } from '../../db/prepared-sql';
import { rateLimitWindows } from '../../db/schema/index';

const t = rateLimitWindows;

export type WindowCount = { count: number; retryAfterSeconds: number };

type Value<T> = SQL | Placeholder | T;

/**
 * Counts one event in the key's current window (a new window once the old one has passed) in one
 * upsert, so concurrent callers on several instances each get their own count; returns `count`
 * and `retry_after_seconds`. A statement of its own, or a CTE of a larger one.
 */
export function windowHitSql(
  bucket: Value<string>,
  subject: Value<string>,
  windowSeconds: Value<number>,
): SQL {
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${t.windowStart} <= now() - ${window}`;
  return sql`
    INSERT INTO ${t} (bucket, subject, count) VALUES (${bucket}, ${subject}, 1)
    ON CONFLICT (bucket, subject) DO UPDATE SET
      count = CASE WHEN ${expired} THEN 1 ELSE ${t.count} + 1 END,
      window_start = CASE WHEN ${expired} THEN now() ELSE ${t.windowStart} END
    RETURNING ${t.count} AS count,
      greatest(1, ceil(extract(epoch from (${t.windowStart} + ${window} - now()))))::int AS retry_after_seconds`;
}

export type WindowHitRow = { count: number; retry_after_seconds: number };

export function createRateLimitRepository(db: Database) {
  const hitStatement = prepareSql<WindowHitRow>(db, 'rate_limit_hit', () =>
    windowHitSql(
      sql.placeholder('bucket'),
      sql.placeholder('subject'),
      typedPlaceholder('windowSeconds', 'int'),
    ),
  );
  return {
    async hit(bucket: string, subject: string, windowSeconds: number): Promise<WindowCount> {
      const [row] = await hitStatement({ bucket, subject, windowSeconds });
      if (!row) throw new Error('rate limit upsert returned no row');
      return { count: Number(row.count), retryAfterSeconds: Number(row.retry_after_seconds) };
    },

    /** Takes back one event counted by `hit` (one that turned out not to count against the limit). */
    async release(bucket: string, subject: string): Promise<void> {
      await db
        .update(t)
        .set({ count: sql`greatest(${t.count} - 1, 0)` })
        .where(and(eq(t.bucket, bucket), eq(t.subject, subject)));
    },

    /** Housekeeping: windows that began before `before` can no longer limit anything. */
    async purgeBefore(before: Date): Promise<void> {
      await db.delete(t).where(lt(t.windowStart, before));
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
