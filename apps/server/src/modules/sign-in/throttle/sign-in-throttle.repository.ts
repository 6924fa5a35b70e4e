import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { prepareSql, typedPlaceholder as p } from '../../../db/prepared-sql';
import { signInThrottles } from '../../../db/schema/index';
import { statementsByName, withOwnValues } from './caller-statements';
import { windowHitSql, type WindowCount } from '../../rate-limits/rate-limit.repository';
import type { AddressWindow } from './sign-in-rate-limiter';

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

const keyOf = ({ tenantId, scope, subject }: ThrottleKey): ThrottleKey => ({ tenantId, scope, subject });

/** An upsert that reserves one attempt on a key while it is under `limit` and not locked. */
function reserveSql(from: SQL, limit: SQL): SQL {
  return sql`
    INSERT INTO ${t} (tenant_id, scope, subject, in_flight)
    ${from}
    ON CONFLICT (tenant_id, scope, subject) DO UPDATE SET
      in_flight = ${liveInFlight} + 1,
      failures = ${liveFailures},
      lock_level = ${liveLockLevel},
      updated_at = now()
    WHERE ${liveFailures} + ${liveInFlight} < ${limit}
      AND (${t.lockedUntil} IS NULL OR ${t.lockedUntil} <= now())
    RETURNING 1`;
}

/**
 * A sign-in's three writes before its argon2 check in one statement (one round trip, and one
 * commit on PGlite instead of three): the address's request window, then the address's attempt
 * if the window is within its limit, then the account's if the address's was reserved. A new key
 * starts with this attempt in flight; an existing one is updated only while under its limit and
 * not locked (the conditional DO UPDATE takes the row lock), so of N concurrent callers at most
 * `limit - failures` pass. Row locks are taken window → address → account, the order succeedSql
 * keeps, so two sign-ins never wait on each other in a cycle.
 */
function reserveAttemptSql(lookupSelect?: () => SQL): SQL {
  const tenantId = p('tenantId', 'uuid');
  const account = p('account', 'text');
  // The account is a parameter, or the row an AccountLookup's select finds, else the key of the
  // unknown name (none: no reservation).
  const named = sql`coalesce((SELECT found.id::text FROM found), ${p('unknownAccount', 'text')})`;
  const accountRow = lookupSelect
    ? sql`SELECT ${tenantId}, 'account', subject, 1 FROM address, named WHERE subject IS NOT NULL`
    : sql`SELECT ${tenantId}, 'account', ${account}, 1 FROM address WHERE ${account} IS NOT NULL`;
  // How long the account's lock has left when the statement began (the reservation then fails).
  const lockedSeconds = sql`(SELECT ceil(extract(epoch FROM ${t.lockedUntil} - now()))::int FROM ${t}, named
      WHERE ${t.tenantId} = ${tenantId} AND ${t.scope} = 'account' AND ${t.subject} = named.subject
        AND ${t.lockedUntil} > now())`;
  return sql`
    WITH ${lookupSelect ? sql`found AS (${lookupSelect()}), named AS (SELECT ${named} AS subject),` : sql``}
    hit AS (${windowHitSql(sql.placeholder('bucket'), sql.placeholder('windowSubject'), p('windowSeconds', 'int'))}),
    address AS (${reserveSql(
      sql`SELECT ${tenantId}, 'address', ${p('address', 'text')}, 1 FROM hit WHERE hit.count <= ${p('rateLimit', 'int')}`,
      p('addressLimit', 'int'),
    )}),
    account AS (${reserveSql(accountRow, p('accountLimit', 'int'))})
    SELECT hit.count, hit.retry_after_seconds,
      EXISTS (SELECT 1 FROM address) AS address_reserved,
      EXISTS (SELECT 1 FROM account) AS account_reserved
    ${lookupSelect ? sql`, ${lockedSeconds} AS account_locked_seconds, found.* FROM hit LEFT JOIN found ON true` : sql`FROM hit`}`;
}

/** What an account lookup finds: the account's player id, and what else its caller wants of it. */
export type AccountRow = { id: string };

/**
 * The account a sign-in names (a user name, a card), looked up in its reservation's statement
 * (reserveAttemptFor): one round trip and one statement where a lookup and a reservation were two.
 * `select` finds at most one row, with the account's player id as `id` and the columns its caller
 * wants back under their own names (none named as reserveAttemptSql's own answer); it is built once
 * per `name` (another `select` under a name already built throws unless it makes the same SQL), and
 * its placeholders are its own but for `tenantId`, which is the sign-in's tenant: `values` under one
 * of the throttle's own names throw (a `tenantId` only when it is the sign-in's).
 */
export type AccountLookup<A extends AccountRow> = {
  name: string;
  select: () => SQL;
  values: Record<string, unknown>;
  /** The row type only: never set. */
  readonly row?: A;
};

/**
 * A success's update: `locked` takes the address's row before the account's (ORDER BY … FOR UPDATE),
 * as reserveAttemptSql does, and `update` ends their reservations.
 */
function succeedParts(): { locked: SQL; update: SQL } {
  const tenantId = p('tenantId', 'uuid');
  const address = p('address', 'text');
  const account = p('account', 'text');
  return {
    locked: sql`locked AS (
      SELECT scope, subject FROM ${t}
      WHERE tenant_id = ${tenantId}
        AND ((scope = 'address' AND subject = ${address}) OR (scope = 'account' AND subject = ${account}))
      ORDER BY scope DESC
      FOR UPDATE
    )`,
    update: sql`UPDATE ${t} SET
      in_flight = greatest(${t.inFlight} - 1, 0),
      failures = CASE WHEN ${t.scope} = 'account' THEN 0 ELSE ${t.failures} END,
      lock_level = CASE WHEN ${t.scope} = 'account' THEN 0 ELSE ${t.lockLevel} END
    FROM locked
    WHERE ${t.tenantId} = ${tenantId} AND ${t.scope} = locked.scope AND ${t.subject} = locked.subject`,
  };
}

function succeedSql(): SQL {
  const { locked, update } = succeedParts();
  return sql`WITH ${locked} ${update}`;
}

/**
 * A write of the caller's that commits in a success's statement, after the success's update (one
 * statement, one round trip and one commit instead of two). `rest` is the rest of that statement
 * after the success's own CTEs: more CTEs (`name AS (…)`, comma-separated), then the main
 * statement. It is built once per `name` (as AccountLookup's `select`); its placeholders are its
 * own, but for `tenantId`, which is the success's (`values` as AccountLookup's).
 */
export type SuccessWrite = { name: string; rest: () => SQL; values: Record<string, unknown> };

function succeedWithSql(rest: SuccessWrite['rest']): SQL {
  const { locked, update } = succeedParts();
  return sql`WITH ${locked}, succeeded AS (${update}), ${rest()}`;
}

type ReservationRow = {
  count: number;
  retry_after_seconds: number;
  address_reserved: boolean;
  account_reserved: boolean;
  account_locked_seconds?: number | null;
};

/** A reservation's answer: the address's request count, and the keys it reserved. */
export type Reservation = { hit: WindowCount; reserved: ThrottleKey[] };

function reservationOf(
  row: ReservationRow,
  address: ThrottleKey,
  account: ThrottleKey | undefined,
): Reservation {
  const reserved: ThrottleKey[] = [];
  if (row.address_reserved) reserved.push(keyOf(address));
  if (account && row.account_reserved) reserved.push(keyOf(account));
  return {
    hit: { count: Number(row.count), retryAfterSeconds: Number(row.retry_after_seconds) },
    reserved,
  };
}

/** The values of a reservation's address window and address, as reserveAttemptSql names them. */
function windowValues(window: AddressWindow, address: ThrottleKey & { limit: number }) {
  return {
    bucket: window.bucket,
    windowSubject: window.subject,
    windowSeconds: window.windowSeconds,
    rateLimit: window.limit,
    tenantId: address.tenantId,
    address: address.subject,
    addressLimit: address.limit,
  };
}

export function createSignInThrottleRepository(db: Queryable) {
  // Built on first use: a sign-in's statements are made once (and parsed once per connection).
  const reserveAttemptStatement = prepareSql<ReservationRow>(
    db,
    'sign_in_reserve_attempt',
    reserveAttemptSql,
  );
  const reserveAttemptForStatement = statementsByName<ReservationRow>(
    db,
    'sign_in_reserve_attempt',
    reserveAttemptSql,
  );
  const succeedStatement = prepareSql<never>(db, 'sign_in_succeed', succeedSql);
  const succeedWithStatement = statementsByName<never>(db, 'sign_in_succeed', succeedWithSql);
  return {
    /**
     * Counts the request in the address's rate window and reserves one attempt on the address,
     * then on the account, in one statement (see reserveAttemptSql). Reserves nothing once the
     * window is over its limit, and not the account unless the address was reserved.
     */
    async reserveAttempt(
      window: AddressWindow,
      address: ThrottleKey & { limit: number },
      account: (ThrottleKey & { limit: number }) | undefined,
    ): Promise<Reservation> {
      const [row] = await reserveAttemptStatement({
        ...windowValues(window, address),
        account: account?.subject ?? null,
        accountLimit: account?.limit ?? 0,
      });
      if (!row) throw new Error('sign-in reservation returned no row');
      return reservationOf(row, address, account);
    },

    /**
     * reserveAttempt for the account `lookup` finds, looked up in the same statement: answers the
     * account too (undefined when there is none: then `unknownAccount`, the key of the name it was
     * given, is reserved in its place, or none without one), and the seconds left of that key's lock.
     */
    async reserveAttemptFor<A extends AccountRow>(
      window: AddressWindow,
      address: ThrottleKey & { limit: number },
      accountLimit: number,
      lookup: AccountLookup<A>,
      unknownAccount?: string,
    ): Promise<Reservation & { account: A | undefined; lockedSeconds: number | undefined }> {
      const statement = reserveAttemptForStatement(lookup.name, lookup.select);
      const [row] = await statement(
        withOwnValues(`the account lookup ${lookup.name}`, lookup.values, {
          ...windowValues(window, address),
          accountLimit,
          unknownAccount: unknownAccount ?? null,
        }),
      );
      if (!row) throw new Error('sign-in reservation returned no row');
      const {
        count,
        retry_after_seconds,
        address_reserved,
        account_reserved,
        account_locked_seconds,
        ...found
      } = row as ReservationRow & Partial<A>;
      const account = found.id == null ? undefined : (found as unknown as A);
      const subject = account?.id ?? unknownAccount;
      const key: ThrottleKey | undefined =
        subject === undefined ? undefined : { tenantId: address.tenantId, scope: 'account', subject };
      return {
        ...reservationOf({ count, retry_after_seconds, address_reserved, account_reserved }, address, key),
        account,
        lockedSeconds: account_locked_seconds == null ? undefined : Number(account_locked_seconds),
      };
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
     * interval of its lock level and raises the level (the interval escalates). Answers the seconds
     * the key is locked for once it is (undefined while it is not).
     */
    async fail(key: ThrottleKey, limit: number, lockSeconds: readonly number[]): Promise<number | undefined> {
      const reached = sql`${liveFailures} + 1 >= ${limit}`;
      const maxLevel = lockSeconds.length - 1;
      const seconds = sql.raw(
        `(CASE ${lockSeconds.map((s, i) => `WHEN lock_level = ${i} THEN ${s}`).join(' ')} ELSE ${lockSeconds[maxLevel] ?? 60} END)`,
      );
      const [row] = await db
        .update(t)
        .set({
          inFlight: sql`greatest(${t.inFlight} - 1, 0)`,
          failures: sql`CASE WHEN ${reached} THEN 0 ELSE ${liveFailures} + 1 END`,
          lockedUntil: sql`CASE WHEN ${reached} THEN now() + make_interval(secs => ${seconds}) ELSE ${t.lockedUntil} END`,
          lockLevel: sql`CASE WHEN ${reached} THEN least(${t.lockLevel} + 1, ${maxLevel + 1}) ELSE ${t.lockLevel} END`,
          lastFailedAt: sql`now()`,
        })
        .where(match(key))
        .returning({
          lockedSeconds: sql<
            number | null
          >`CASE WHEN ${t.lockedUntil} > now() THEN ceil(extract(epoch FROM ${t.lockedUntil} - now()))::int END`,
        });
      return row?.lockedSeconds == null ? undefined : Number(row.lockedSeconds);
    },

    /**
     * Ends the reservations of a success in one statement. An account's consecutive count and
     * escalation start over; an address keeps its failures, which still age from when they happened.
     * With `write`, that statement also makes the caller's write (see SuccessWrite).
     */
    async succeed(keys: readonly ThrottleKey[], write?: SuccessWrite): Promise<void> {
      const address = keys.find((k) => k.scope === 'address');
      const account = keys.find((k) => k.scope === 'account');
      const tenantId = (address ?? account)?.tenantId;
      if (!tenantId) {
        if (write) throw new Error('a success without reservations cannot carry a write');
        return;
      }
      const values = { tenantId, address: address?.subject ?? null, account: account?.subject ?? null };
      if (write) {
        const statement = succeedWithStatement(write.name, write.rest);
        await statement(withOwnValues(`the success write ${write.name}`, write.values, values));
      } else await succeedStatement(values);
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
