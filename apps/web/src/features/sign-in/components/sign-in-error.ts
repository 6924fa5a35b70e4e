import { errorMessages, HttpError } from '../../../shared/http/http-error';
import { toast } from '../../../shared/ui/toast/toast-store';

/** docs/product.md#errors: the grant's {error, error_description} or {errors: [...]} become error toasts. */
export function showSignInError(error: unknown, fallback: string): void {
  const messages = error instanceof HttpError ? errorMessages(error.body) : [];
  if (messages.length === 0) messages.push(fallback);
  for (const message of messages) toast.error(message);
}
