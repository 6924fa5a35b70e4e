import { errorMessages, HttpError } from '../../http/http-error';

/**
 * A read the server could answer neither from the casino system nor from a last-known copy: 503 with
 * `{errors: [message]}` (docs/design.md#casino-management-system-connector). The message, '' for a 503
 * without one, undefined for any other failure.
 */
export function casinoUnavailableMessage(error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 503) return undefined;
  return errorMessages(error.body)[0] ?? '';
}
