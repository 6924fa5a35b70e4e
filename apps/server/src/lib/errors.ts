import type { OAuthError as OAuthErrorBody } from '@patron/contracts';
import { english } from './i18n/catalogue';

/** A failure of the HTTP exchange itself (bad header, bad encoding); services throw DomainError. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(messages.join('; '));
  }
}

/** What went wrong, in the domain's words; the one error handler maps it to an HTTP status. */
export type DomainErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'unprocessable'
  | 'tooManyRequests'
  | 'unavailable';

/** A failure of a domain rule. Services throw these, never HTTP codes (CONVENTIONS). */
export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  readonly messages: string[];
  constructor(messages: string | string[]) {
    const list = typeof messages === 'string' ? [messages] : messages;
    super(list.join('; '));
    this.messages = list;
  }
}

export class ValidationError extends DomainError {
  readonly kind = 'validation';
}
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthorized';
  constructor(message = english('unauthorized')) {
    super(message);
  }
}
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}
export class NotFoundError extends DomainError {
  readonly kind = 'notFound';
}
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}
export class TooManyRequestsError extends DomainError {
  readonly kind = 'tooManyRequests';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
/** A card whose sign-in attempts are used up (docs/design.md#identity-and-sessions): when to come back. */
export class SignInPausedError extends TooManyRequestsError {
  constructor(readonly lockedSeconds: number) {
    const minutes = Math.max(1, Math.ceil(lockedSeconds / 60));
    super(
      minutes === 1 ? english('signInPausedMinute') : english('signInPausedMinutes', { minutes }),
      lockedSeconds,
    );
  }
}
export class ServiceUnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

export class InsufficientPointsError extends ConflictError {
  constructor(needed: number, balance: number) {
    super(english('notEnoughPoints', { needed, balance }));
  }
}
export class OfferSoldOutError extends ConflictError {
  constructor() {
    super(english('offerSoldOut'));
  }
}
export class OfferLimitReachedError extends ConflictError {
  constructor(limit: number) {
    super(limit === 1 ? english('offerLimitOnce') : english('offerLimit', { limit }));
  }
}
export class RewardNotActiveError extends ConflictError {
  constructor(status: string) {
    super(english('rewardNotActive', { status }));
  }
}
/** A swap gives a reward back for another offer: its own offer again would only renew it. */
export class SwapToSameOfferError extends ConflictError {
  constructor() {
    super(english('swapToSameOffer'));
  }
}
export class OfferNotFoundError extends NotFoundError {
  constructor() {
    super(english('offerNotFound'));
  }
}
export class RewardNotFoundError extends NotFoundError {
  constructor() {
    super(english('rewardNotFound'));
  }
}
export class TierTooLowError extends ForbiddenError {
  constructor(minTier: number) {
    super(english('tierTooLow', { tier: minTier }));
  }
}
export class WrongBirthdateError extends ForbiddenError {
  constructor() {
    super(english('wrongBirthdate'));
  }
}
export class SwapNotAllowedError extends ForbiddenError {
  constructor() {
    super(english('swapNotAllowed'));
  }
}
/** The same Idempotency-Key is being processed by another request right now. */
export class IdempotencyConflictError extends ConflictError {
  constructor() {
    super('A request with this Idempotency-Key is already in progress.');
  }
}
/** The key's answer is no longer kept (a day), but the ledger still holds what it did: a new key is needed. */
export class IdempotencyKeyUsedError extends ConflictError {
  constructor() {
    super('This Idempotency-Key was already used; send the request again with a new one.');
  }
}
/** The same Idempotency-Key came with a different request. */
export class IdempotencyMismatchError extends DomainError {
  readonly kind = 'unprocessable';
  constructor() {
    super('This Idempotency-Key was already used with a different request.');
  }
}

/** RFC 6749 §5.2 error of the /oauth endpoints. */
export class OAuthError extends Error {
  constructor(
    readonly error: OAuthErrorBody['error'],
    readonly description: string,
    readonly statusCode = error === 'invalid_client' ? 401 : 400,
  ) {
    super(description);
  }

  toBody(): OAuthErrorBody {
    return { error: this.error, error_description: this.description };
  }
}

export function formatZodIssues(issues: readonly { path: PropertyKey[]; message: string }[]): string[] {
  const messages = issues.map((i) =>
    i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message,
  );
  return [...new Set(messages)];
}
