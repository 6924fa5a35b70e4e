import { HttpError } from '../../lib/errors';

/**
 * docs/design.md#api-conventions: too many attempts → 429 with Retry-After (an RFC 6749 body under /oauth).
 */
export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, ['Too many attempts from this address; please try again later.'], {
      'Retry-After': String(retryAfterSeconds),
    });
  }
}
