import type { TokenResponse } from '@patron/contracts';
import { HttpError } from '../../../shared/http/http-error';
import { requestToken } from '../../../shared/session/token-api';

export type LoginResult =
  | { status: 'success'; token: TokenResponse }
  | { status: 'unauthorized' }
  | { status: 'error'; message: string | undefined };

/**
 * docs/product.md#errors manager login: 401 → unauthorized, error_description → error, anything else unknown.
 */
export function loginResultFromError(error: unknown): LoginResult {
  if (error instanceof HttpError) {
    if (error.status === 401) return { status: 'unauthorized' };
    const body = error.body;
    if (body && typeof body === 'object' && 'error_description' in body) {
      const description = body.error_description;
      if (typeof description === 'string' && description) return { status: 'error', message: description };
    }
  }
  return { status: 'error', message: undefined };
}

async function toLoginResult(request: Promise<TokenResponse>): Promise<LoginResult> {
  try {
    return { status: 'success', token: await request };
  } catch (error) {
    return loginResultFromError(error);
  }
}

export function signInManager(username: string, password: string): Promise<LoginResult> {
  return toLoginResult(requestToken({ grant_type: 'password', username, password }, true));
}

export interface ExchangeInput {
  managerToken: string;
  patronId: string;
  reason: string;
  /** From the verified /dummy link (verify-link.ts); spent by the exchange. */
  linkTicket: string;
}

export function exchangeForPatron({
  managerToken,
  patronId,
  reason,
  linkTicket,
}: ExchangeInput): Promise<LoginResult> {
  return toLoginResult(
    requestToken(
      {
        grant_type: 'token-exchange',
        actor_token: managerToken,
        impersonated_sub: patronId,
        reason,
        link_ticket: linkTicket,
      },
      true,
    ),
  );
}
