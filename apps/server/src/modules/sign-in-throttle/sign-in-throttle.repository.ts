import { and, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { signInThrottles } from '../../db/schema/index';

export type ThrottleKey = { tenantId: string; scope: 'account' | 'address'; subject: string };

const t = signInThrottles;
const match = (key: ThrottleKey) =>
  and(eq(t.tenantId, key.tenantId), eq(t.scope, key.scope), eq(t.subject, key.subject));

// A reservation older than this belongs to a request that died mid-check; it no longer counts.
const liveInFlight = sql`(CASE WHEN ${t.updatedAt} < now() - interval '2 minutes' THEN 0 ELSE ${t.inFlight} END)`;
// Failures age from the last failure, never from a success or a reservation: otherwise a shared
// address that keeps signing people in would carry its old failures forever.
const liveFailures = sql`(CASE WHEN ${t.lastFailedAt} IS NULL OR ${t.lastFailedAt} < now() - interval '15 minutes' THEN 0 ELSE ${t.failures} END)`;
// The escalation starts over a day after the last lock ended.
const liveLockLevel = sql`(CASE WHEN ${t.lockedUntil} < now() - interval '1 day' THEN 0 ELSE ${t.lockLevel} END)`;

export function createSignInThrottleRepository(db: Queryable) {
  return {
    /**
     * Reserves one attempt in a single upsert: a new key starts with this attempt in flight, an
     * existing one is updated only while under its limit and not locked (the conditional DO
     * UPDATE takes the row lock), so of N concurrent callers at most `limit - failures` pass.
     */
    async reserve(key: ThrottleKey, limit: number): Promise<boolean> {
      const rows = await db
        .insert(t)
        .values({ ...key, inFlight: 1 })
        .onConflictDoUpdate({
          target: [t.tenantId, t.scope, t.subject],
          set: {
            inFlight: sql`${liveInFlight} + 1`,
            failures: liveFailures,
            lockLevel: liveLockLevel,
            updatedAt: sql`now()`,
          },
          setWhere: and(
            sql`${liveFailures} + ${liveInFlight} < ${limit}`,
            sql`(${t.lockedUntil} IS NULL OR ${t.lockedUntil} <= now())`,
          ),
        })
        .returning({ failures: t.failures });
      return rows.length > 0;
    },

    /** Gives a reservation back without counting it (the check never ran). */
    async release(key: ThrottleKey): Promise<void> {
      await db
        .update(t)
        .set({ inFlight: sql`greatest(${t.inFlight} - 1, 0)` })
        .where(match(key));
    },

    /**
     * Ends a reservation with a failure; the `limit`-th consecutive failure locks the key for the
     * interval of its lock level and raises the level (the interval escalates).
     */
    async fail(key: ThrottleKey, limit: number, lockSeconds: readonly number[]): Promise<void> {
      const reached = sql`${liveFailures} + 1 >= ${limit}`;
      const maxLevel = lockSeconds.length - 1;
      const seconds = sql.raw(
        `(CASE ${lockSeconds.map((s, i) => `WHEN lock_level = ${i} THEN ${s}`).join(' ')} ELSE ${lockSeconds[maxLevel] ?? 60} END)`,
      );
      await db
        .update(t)
        .set({
          inFlight: sql`greatest(${t.inFlight} - 1, 0)`,
          failures: sql`CASE WHEN ${reached} THEN 0 ELSE ${liveFailures} + 1 END`,
          lockedUntil: sql`CASE WHEN ${reached} THEN now() + make_interval(secs => ${seconds}) ELSE ${t.lockedUntil} END`,
          lockLevel: sql`CASE WHEN ${reached} THEN least(${t.lockLevel} + 1, ${maxLevel + 1}) ELSE ${t.lockLevel} END`,
          lastFailedAt: sql`now()`,
        })
        .where(match(key));
    },

    /**
     * Ends the reservations of a success in one statement. An account's consecutive count and
     * escalation start over; an address keeps its failures, which still age from when they happened.
     */
    async succeed(keys: readonly ThrottleKey[]): Promise<void> {
      if (!keys.length) return;
      await db
        .update(t)
        .set({
          inFlight: sql`greatest(${t.inFlight} - 1, 0)`,
          failures: sql`CASE WHEN ${t.scope} = 'account' THEN 0 ELSE ${t.failures} END`,
          lockLevel: sql`CASE WHEN ${t.scope} = 'account' THEN 0 ELSE ${t.lockLevel} END`,
        })
        .where(or(...keys.map(match)));
    },

    async isLocked(key: ThrottleKey): Promise<boolean> {
      const rows = await db
        .select({ locked: sql<boolean>`${t.lockedUntil} IS NOT NULL AND ${t.lockedUntil} > now()` })
        .from(t)
        .where(match(key))
        .limit(1);
      return rows[0]?.locked === true;
    },
  };
}
export type SignInThrottleRepository = ReturnType<typeof createSignInThrottleRepository>;
