import { TooManyRequestsError } from '../../lib/errors';
import { clientAddressKey } from '../sign-in/throttle/client-address';
import type { RateLimitRepository } from '../rate-limits/rate-limit.repository';

/** Account messages are rate limited per client address and per account. */
export type AccountLimits = {
  windowSeconds: number;
  /** Account requests (join, reset, recover, confirm) one client address may make per window. */
  perAddress: number;
  /** Messages one account (or one recipient) may be sent per purpose and window. */
  perAccount: number;
};

/** The defaults; `perAddress` is ACCOUNT_REQUESTS_PER_ADDRESS in the running app. */
export const ACCOUNT_LIMITS: AccountLimits = { windowSeconds: 15 * 60, perAddress: 20, perAccount: 3 };

/**
 * Built on the sign-in throttle's rate_limit_windows, so the limits hold across instances. The
 * per-address limit answers 429 (it says nothing about any account); the per-account one is silent
 * (the answer stays the same, only the message is not sent), so it cannot reveal an account.
 */
export function createAccountLimits(deps: {
  rateLimitRepository: RateLimitRepository;
  limits?: AccountLimits;
}) {
  const limits = deps.limits ?? ACCOUNT_LIMITS;
  return {
    async limitAddress(address: string): Promise<void> {
      const { count, retryAfterSeconds } = await deps.rateLimitRepository.hit(
        'account-address',
        clientAddressKey(address),
        limits.windowSeconds,
      );
      if (count > limits.perAddress)
        throw new TooManyRequestsError(
          'Too many requests from this address; please try again later.',
          retryAfterSeconds,
        );
    },

    /** True while `subject` (a player id or a recipient) may still be sent a `purpose` message. */
    async allowMessage(tenantId: string, purpose: string, subject: string): Promise<boolean> {
      const { count } = await deps.rateLimitRepository.hit(
        `account-message:${purpose}`,
        `${tenantId}:${subject.toLowerCase()}`,
        limits.windowSeconds,
      );
      return count <= limits.perAccount;
    },
  };
}
export type AccountLimiter = ReturnType<typeof createAccountLimits>;
