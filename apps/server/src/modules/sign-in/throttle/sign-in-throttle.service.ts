import { createHmac } from 'node:crypto';
import { OAuthError } from '../../../lib/errors';
import type { Passwords } from '../../../lib/passwords';
import { clientAddressKey } from './client-address';
import type { SignInRateLimiter } from './sign-in-rate-limiter';
import type {
  AccountLookup,
  AccountRow,
  Reservation,
  SignInThrottleRepository,
  SuccessWrite,
  ThrottleKey,
} from './sign-in-throttle.repository';

export const THROTTLE_LIMITS = {
  /** Consecutive wrong passwords or PINs before an account is locked. */
  account: 5,
  /** Failed attempts from one client address (any account) before the address is locked. */
  address: 20,
  /** Lock interval by lock level: 1 min, 5 min, 15 min, then 1 h for every later lock. */
  lockSeconds: [60, 300, 900, 3600],
} as const;

/**
 * Whether `err` is the database's answer to a statement, which PostgreSQL and PGlite give only for
 * a statement they rolled back: an error message of the server's (its `severity`) with a SQLSTATE
 * `code`, as it is or as the `cause` of drizzle's DrizzleQueryError. Not a connection's error (a
 * Node `code` such as ECONNRESET or EPIPE, or none), nor the SQLSTATEs of a session ended under it
 * (class 08, connection exception; 57P0x, the server shutting down), after which a COMMIT may or
 * may not have happened.
 */
export function isRolledBack(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Object && depth < 4; depth++) {
    const { code, severity } = e as { code?: unknown; severity?: unknown };
    if (typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return !code.startsWith('08') && !code.startsWith('57P');
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A check that passed, its reservations still held: `record` ends them as `attempt` does, and with
 * a write makes that write in the same statement (see SuccessWrite). Recorded once; a second call
 * does nothing.
 */
export type PendingSuccess = { record(write?: SuccessWrite): Promise<void> };

/**
 * Runs `work`, then records `success` on every way out of it, once: `record` is idempotent, so when
 * `work` recorded it already (with its write) nothing is left to do. When `work` throws, its error is
 * the one thrown, and a failure to record is handed to `onRecordError` instead of replacing it.
 */
export async function recordingSuccess<T>(
  success: PendingSuccess | undefined,
  work: () => Promise<T>,
  onRecordError: (err: unknown) => void,
): Promise<T> {
  if (!success) return work();
  let result: T;
  try {
    result = await work();
  } catch (err) {
    await success.record().catch(onRecordError);
    throw err;
  }
  await success.record();
  return result;
}

/**
 * The name a sign-in was given (a card number) as its own throttle key when no account has it, so
 * that an unknown name is counted and locked exactly as a known one: stored only as a keyed hash
 * of the tenant and the name.
 */
export type UnknownAccountKey = { kind: 'card'; name: string };

export type AttemptInput = {
  tenantId: string;
  /** The account's player id; undefined for an unknown user name or card (counted per address). */
  playerId: string | undefined;
  /** The client address (request.ip; X-Forwarded-For only from TRUSTED_PROXIES). */
  address: string;
};

/**
 * docs/design.md#identity-and-sessions brute-force protection for password and PIN checks, kept in the
 * database so it holds across instances. A caller that names its unknown accounts (UnknownAccountKey)
 * learns the seconds left of a lock, which an unknown name gets after as many tries as a known one;
 * a caller that does not answers a lock like a wrong secret.
 */
export function createSignInThrottle(deps: {
  passwords: Passwords;
  /** Keys the throttle subject of a name no account has (see unknownAccountSubject). */
  unknownAccountSecret: string;
  signInThrottleRepository: SignInThrottleRepository;
  signInRateLimiter: SignInRateLimiter;
  limits?: typeof THROTTLE_LIMITS;
}) {
  const repo = deps.signInThrottleRepository;
  const rateLimiter = deps.signInRateLimiter;
  const limits = deps.limits ?? THROTTLE_LIMITS;
  const unknownAccountSubject = (tenantId: string, { kind, name }: UnknownAccountKey) =>
    `${kind}:${createHmac('sha256', deps.unknownAccountSecret).update(`${tenantId}:${kind}:${name}`).digest('base64url')}`;
  const limitOf = (key: ThrottleKey) => (key.scope === 'account' ? limits.account : limits.address);
  const addressKey = (input: Omit<AttemptInput, 'playerId'>): ThrottleKey => ({
    tenantId: input.tenantId,
    scope: 'address',
    subject: clientAddressKey(input.address),
  });

  async function isLocked(tenantId: string, playerId: string): Promise<boolean> {
    return repo.isLocked({ tenantId, scope: 'account', subject: playerId });
  }

  return {
    /**
     * Runs `check` (the real argon2 verification) only after reserving an attempt on the address
     * and on the account, so N parallel wrong guesses cause at most `limit` real checks. Returns
     * false without calling `check` (after a dummy verification of the same cost) when either is
     * locked or its attempts are all in flight. Before any of that, an address over its request
     * rate gets TooManyRequestsError (429) and costs no argon2 work at all.
     */
    async attempt(input: AttemptInput, check: () => Promise<boolean>): Promise<boolean> {
      const success = await attemptPending(input, check);
      await success?.record();
      return success !== undefined;
    },

    /**
     * `attempt` for the account `lookup` finds by what the caller was given (a user name, a card),
     * looked up in the reservation's own statement: `check` gets that account (undefined: none, and
     * the attempt is counted on the address and on `unknownAccount`'s key, or on the address alone
     * without one). The answer has the seconds left of the account's lock (known or not) when it
     * was locked before the attempt or this attempt's failure locked it. A success is left for the caller to record
     * (PendingSuccess), so that it can go in the statement of the caller's next write; the answer
     * has it (undefined where `attempt` answers false) beside the account.
     */
    async attemptPendingFor<A extends AccountRow>(
      input: Omit<AttemptInput, 'playerId'> & { unknownAccount?: UnknownAccountKey },
      lookup: AccountLookup<A>,
      check: (account: A | undefined) => Promise<boolean>,
    ): Promise<{ account: A | undefined; success: PendingSuccess | undefined; lockedSeconds?: number }> {
      const window = rateLimiter.addressWindow(input.address);
      const address = addressKey(input);
      const unknownAccount =
        input.unknownAccount && unknownAccountSubject(input.tenantId, input.unknownAccount);
      const { account, lockedSeconds, ...reservation } = await repo.reserveAttemptFor(
        window,
        { ...address, limit: limitOf(address) },
        limits.account,
        lookup,
        unknownAccount,
      );
      rateLimiter.assertWithin(window, reservation.hit);
      const checked = await checkReserved(reservation, account || unknownAccount ? 2 : 1, () =>
        check(account),
      );
      const success = await settle(input.tenantId, checked.reserved);
      return { account, success, lockedSeconds: lockedSeconds ?? checked.lockedSeconds };
    },

    /** For work that hashes a new secret without checking one (sign-up): the request rate alone. */
    limitAddress: (address: string) => rateLimiter.limitAddress(address),

    isLocked,

    /**
     * For grants without a guessable secret (device hash, social, OIDC, token exchange): a locked
     * account is refused with the grant's own invalid_grant answer, so it reads like any failure.
     */
    async assertNotLocked(tenantId: string, playerId: string, description?: string): Promise<void> {
      if (await isLocked(tenantId, playerId)) {
        throw new OAuthError('invalid_grant', description ?? 'The credentials are incorrect.');
      }
    },
  };

  /** `attempt`, its success left to record (see attemptPendingFor). */
  async function attemptPending(
    input: AttemptInput,
    check: () => Promise<boolean>,
  ): Promise<PendingSuccess | undefined> {
    const window = rateLimiter.addressWindow(input.address);
    const address = addressKey(input);
    const account: ThrottleKey | undefined = input.playerId
      ? { tenantId: input.tenantId, scope: 'account', subject: input.playerId }
      : undefined;
    // The address's request window and both reservations are one statement (reserveAttempt).
    const reservation = await repo.reserveAttempt(
      window,
      { ...address, limit: limitOf(address) },
      account && { ...account, limit: limitOf(account) },
    );
    rateLimiter.assertWithin(window, reservation.hit);
    return settle(input.tenantId, (await checkReserved(reservation, account ? 2 : 1, check)).reserved);
  }

  /**
   * Runs `check` once all `wanted` keys are reserved (over the request rate, assertWithin has
   * answered 429 before any argon2 work: nothing was reserved). Returns the reservations of a passed
   * check, still held; none when it failed or was refused, and then the seconds of the account's
   * lock when this failure locked it.
   */
  async function checkReserved(
    { reserved }: Reservation,
    wanted: number,
    check: () => Promise<boolean>,
  ): Promise<{ reserved?: ThrottleKey[]; lockedSeconds?: number }> {
    if (reserved.length < wanted) {
      await Promise.all(reserved.map((k) => repo.release(k)));
      // A refusal costs what a wrong secret costs, so timing does not tell a lock apart.
      await deps.passwords.burnVerifyTime('refused');
      return {};
    }
    let ok: boolean;
    try {
      ok = await check();
    } catch (err) {
      await Promise.all(reserved.map((k) => repo.release(k)));
      throw err;
    }
    if (ok) return { reserved };
    const locked = await Promise.all(reserved.map((k) => repo.fail(k, limitOf(k), limits.lockSeconds)));
    return { lockedSeconds: locked[reserved.findIndex((k) => k.scope === 'account')] };
  }

  /** A failure counts in the tenant's budget; a success is left to record (PendingSuccess). */
  async function settle(
    tenantId: string,
    reserved: ThrottleKey[] | undefined,
  ): Promise<PendingSuccess | undefined> {
    if (!reserved) {
      await rateLimiter.countTenantFailure(tenantId);
      return undefined;
    }
    let recorded = false;
    return {
      async record(write) {
        if (recorded) return;
        recorded = true;
        if (!write) return repo.succeed(reserved);
        try {
          await repo.succeed(reserved, write);
        } catch (err) {
          // The database refused the statement, so it was rolled back as a whole: the success is
          // still recorded, as without a write. Any other failure (a connection lost after COMMIT,
          // its reply never read) may have recorded it already, and recording it twice would end
          // another request's reservation: it is left to expire instead (liveInFlight).
          if (isRolledBack(err)) await repo.succeed(reserved).catch(() => undefined);
          throw err;
        }
      },
    };
  }
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
