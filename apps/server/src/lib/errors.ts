import type { OAuthError as OAuthErrorBody } from '@patron/contracts';

/** A failure the client caused; answered as `{errors: messages}` with this status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messages: string[],
    readonly headers: Record<string, string> = {},
  ) {
    super(messages.join('; '));
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, [message]);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Authorization has been denied for this request.') {
    super(401, [message], { 'WWW-Authenticate': 'Bearer' });
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
  return issues.map((i) => (i.path.length ? `${i.path.map(String).join('.')}: ${i.message}` : i.message));
}
