import { errorMessages, HttpError } from '../../../shared/http/http-error';

/**
 * A 400 whose messages name `field` ("phoneNumber: …", docs/design.md#api-conventions): their
 * sentences, for the field itself, where the player corrects what was refused.
 */
export function fieldRefusal(error: unknown, field: string): string | undefined {
  if (!(error instanceof HttpError) || error.status !== 400) return undefined;
  const prefix = `${field}: `;
  const named = errorMessages(error.body).filter((message) => message.startsWith(prefix));
  return named.length ? named.map((message) => message.slice(prefix.length)).join(' ') : undefined;
}
