import { TooManyRequestsError } from '../../../lib/errors';
import type { RateLimitRepository, WindowCount } from '../../rate-limits/rate-limit.repository';
import { clientAddressKey } from './client-address';
import { english } from '../../../lib/i18n/catalogue';

export const RATE_LIMIT_WINDOWS = {
  /** Window of the per-address request limit. */
  addressSeconds: 60,
  /** Window of the tenant-wide failure budget. */
  tenantSeconds: 300,
} as const;

// A 429 with Retry-After (an RFC 6749 body under /oauth).
const TOO_MANY_ATTEMPTS = english('tooManyAttempts');

export type SignInRateLimits = {
  /** Secret-checking or secret-hashing requests one client address may make per minute. */
  requestsPerAddressPerMinute: number;
  /** Failed sign-ins a tenant may see in 5 minutes before the alarm is raised. */
  tenantFailuresPer5Minutes: number;
};

/** One fixed window of the address limit: the key it counts under and the most it allows. */
export type AddressWindow = { bucket: string; subject: string; windowSeconds: number; limit: number };

/**
 * Limits that come before the per-account lockout: how often one address may make the server run
 * argon2 at all (success or not), and how many failures a whole tenant sees (a credential-stuffing
 * run spread over many addresses and accounts stays under every lock but not under this budget).
 */
export function createSignInRateLimiter(deps: {
  rateLimitRepository: RateLimitRepository;
  limits: SignInRateLimits;
  /** Called once per window, when a tenant's failures first pass its budget. */
  onTenantBudgetExceeded: (tenantId: string, failures: number) => Promise<void> | void;
}) {
  const repo = deps.rateLimitRepository;
  const addressWindow = (address: string): AddressWindow => ({
    bucket: 'sign-in-address',
    subject: clientAddressKey(address),
    windowSeconds: RATE_LIMIT_WINDOWS.addressSeconds,
    limit: deps.limits.requestsPerAddressPerMinute,
  });
  /** Throws TooManyRequestsError when the count of the address's window is over its limit. */
  const assertWithin = (window: AddressWindow, hit: WindowCount) => {
    if (hit.count > window.limit) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS, hit.retryAfterSeconds);
  };
  return {
    /** Throws TooManyRequestsError once the address (its /64 for IPv6) is over its limit. */
    async limitAddress(address: string): Promise<void> {
      const window = addressWindow(address);
      assertWithin(window, await repo.hit(window.bucket, window.subject, window.windowSeconds));
    },

    /** The window limitAddress counts in, for a caller that counts it in its own statement. */
    addressWindow,
    assertWithin,

    async countTenantFailure(tenantId: string): Promise<void> {
      const { count } = await repo.hit('sign-in-tenant-failures', tenantId, RATE_LIMIT_WINDOWS.tenantSeconds);
      if (count === deps.limits.tenantFailuresPer5Minutes + 1)
        await deps.onTenantBudgetExceeded(tenantId, count);
    },
  };
}
export type SignInRateLimiter = ReturnType<typeof createSignInRateLimiter>;
