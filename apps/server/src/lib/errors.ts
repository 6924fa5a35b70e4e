import type { OAuthError as OAuthErrorBody } from '@patron/contracts';

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
  constructor(message = 'Authorization has been denied for this request.') {
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
      `Sign-in is paused for ${minutes} minute${minutes === 1 ? '' : 's'}. The Players Club desk can help.`,
      lockedSeconds,
    );
  }
}
export class ServiceUnavailableError extends DomainError {
  readonly kind = 'unavailable';
}

export class InsufficientPointsError extends ConflictError {
  constructor(needed: number, balance: number) {
    super(`Not enough points: this needs ${needed} and the balance is ${balance}.`);
  }
}
export class OfferSoldOutError extends ConflictError {
  constructor() {
    super('This offer is sold out.');
  }
}
export class OfferLimitReachedError extends ConflictError {
  constructor(limit: number) {
    super(`This offer can be taken at most ${limit} time${limit === 1 ? '' : 's'} per player.`);
  }
}
export class RewardNotActiveError extends ConflictError {
  constructor(status: string) {
    super(`This reward is ${status} and can no longer be swapped.`);
  }
}
/** A swap gives a reward back for another offer: its own offer again would only renew it. */
export class SwapToSameOfferError extends ConflictError {
  constructor() {
    super('This reward already comes from that offer: choose another offer to swap it for.');
  }
}
export class OfferNotFoundError extends NotFoundError {
  constructor() {
    super('Offer not found.');
  }
}
export class RewardNotFoundError extends NotFoundError {
  constructor() {
    super('Reward not found.');
  }
}
export class TierTooLowError extends ForbiddenError {
  constructor(minTier: number) {
    super(`This offer needs tier ${minTier} or higher.`);
  }
}
export class WrongBirthdateError extends ForbiddenError {
  constructor() {
    super('The birthdate does not match our records.');
  }
}
export class SwapNotAllowedError extends ForbiddenError {
  constructor() {
    super('Swapping rewards is not available here.');
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
