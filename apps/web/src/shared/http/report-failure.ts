import { toast } from '../ui/toast/toast-store';
import { errorMessages, HttpError } from './http-error';

/**
 * The http client already shows a server's `{errors}` as toasts (docs/product.md#errors); a failure without
 * any message (offline, a bare 5xx) still needs one, or the player is left guessing.
 */
export function reportFailure(error: unknown, fallback: string): void {
  if (error instanceof HttpError && (error.status === 401 || errorMessages(error.body).length > 0)) return;
  toast.error(fallback);
}

/** For a call made with `suppressErrors`: the server's own messages as toasts, else the fallback. */
export function toastFailure(error: unknown, fallback: string): void {
  if (error instanceof HttpError && error.status === 401) return;
  const messages = error instanceof HttpError ? errorMessages(error.body) : [];
  for (const message of messages.length ? messages : [fallback]) toast.error(message);
}
