import { errorMessages, HttpError } from '../../../shared/http/http-error';

/** The server's own messages of a failed call (docs/product.md#errors), or the fallback when it gave none. */
export function failureMessages(error: unknown, fallback: string): string[] {
  const messages = error instanceof HttpError ? errorMessages(error.body) : [];
  return messages.length > 0 ? messages : [fallback];
}
