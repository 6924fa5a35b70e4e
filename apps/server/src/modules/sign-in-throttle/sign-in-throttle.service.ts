import { OAuthError } from '../../lib/errors';
import { burnVerifyTime } from '../../lib/passwords';
import { clientAddressKey } from './client-address';
import type { SignInRateLimiter } from './sign-in-rate-limiter';
import type { SignInThrottleRepository, ThrottleKey } from './sign-in-throttle.repository';

export const THROTTLE_LIMITS = {
  /** Consecutive wrong passwords or PINs before an account is locked. */
  account: 5,
  /** Failed attempts from one client address (any account) before the address is locked. */
  address: 20,
  /** Lock interval by lock level: 1 min, 5 min, 15 min, then 1 h for every later lock. */
  lockSeconds: [60, 300, 900, 3600],
} as const;

export type AttemptInput = {
  tenantId: string;
  /** The account's player id; undefined for an unknown user name or card (counted per address). */
  playerId: string | undefined;
  /** The client address (request.ip; X-Forwarded-For only from TRUSTED_PROXIES). */
  address: string;
};

/**
 * DESIGN §5 brute-force protection for password and PIN checks, kept in the database so it holds
 * across instances. A lock is answered exactly like a wrong secret (issue 3 wins over DESIGN §5's
 * 429: an attacker must not learn that the account exists or is locked).
 */
export function createSignInThrottle(deps: {
  signInThrottleRepository: SignInThrottleRepository;
  signInRateLimiter: SignInRateLimiter;
  limits?: typeof THROTTLE_LIMITS;
}) {
  const repo = deps.signInThrottleRepository;
  const rateLimiter = deps.signInRateLimiter;
  const limits = deps.limits ?? THROTTLE_LIMITS;
  const limitOf = (key: ThrottleKey) => (key.scope === 'account' ? limits.account : limits.address);

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
      const ok = await reserveAndCheck(input, check);
      if (!ok) await rateLimiter.countTenantFailure(input.tenantId);
      return ok;
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

  /** The address's request window and both reservations are one statement (reserveAttempt). */
  async function reserveAndCheck(input: AttemptInput, check: () => Promise<boolean>): Promise<boolean> {
    const window = rateLimiter.addressWindow(input.address);
    const address: ThrottleKey = {
      tenantId: input.tenantId,
      scope: 'address',
      subject: clientAddressKey(input.address),
    };
    const account: ThrottleKey | undefined = input.playerId
      ? { tenantId: input.tenantId, scope: 'account', subject: input.playerId }
      : undefined;
    const { hit, reserved } = await repo.reserveAttempt(
      window,
      { ...address, limit: limitOf(address) },
      account && { ...account, limit: limitOf(account) },
    );
    // Over the request rate: 429 before any argon2 work (nothing was reserved).
    rateLimiter.assertWithin(window, hit);
    if (reserved.length < (account ? 2 : 1)) {
      await Promise.all(reserved.map((k) => repo.release(k)));
      // A refusal costs what a wrong secret costs, so timing does not tell a lock apart.
      await burnVerifyTime('refused');
      return false;
    }
    let ok: boolean;
    try {
      ok = await check();
    } catch (err) {
      await Promise.all(reserved.map((k) => repo.release(k)));
      throw err;
    }
    if (ok) await repo.succeed(reserved);
    else await Promise.all(reserved.map((k) => repo.fail(k, limitOf(k), limits.lockSeconds)));
    return ok;
  }
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
