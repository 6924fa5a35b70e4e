import { socialGrantType, type SocialProviderName, type TokenResponse } from '@patron/contracts';
import { useAsyncAction } from '../../../shared/hooks/use-async-action';
import { startSession } from '../../../shared/session/session-lifecycle';
import { requestToken, type TokenGrantBody } from '../../../shared/session/token-api';

/** The body of one POST /oauth/token grant (docs/product.md#sign-in); client_id is added by the token api. */
export type GrantForm = TokenGrantBody;

export const grants = {
  password: (username: string, password: string): GrantForm => ({
    grant_type: 'password',
    username,
    password,
  }),
  cardPin: (cardNumber: string, pin: string): GrantForm => ({
    grant_type: 'card_pin',
    card_number: cardNumber,
    pin,
  }),
  deviceHash: (hash: string, patronId: string, terminalId?: string): GrantForm => ({
    grant_type: 'device_hash',
    patron_id: patronId,
    device_hash: hash,
    terminal_id: terminalId || undefined,
  }),
  social: (provider: SocialProviderName, accessToken: string, userId: string): GrantForm => ({
    grant_type: socialGrantType(provider),
    access_token: accessToken,
    user_id: userId,
  }),
  idpCode: (idp: string, code: string, state: string): GrantForm => ({
    grant_type: `external_${idp}_code_access`,
    code,
    state,
  }),
  idpIdToken: (idp: string, idToken: string): GrantForm => ({
    grant_type: `external_${idp}_idtoken_access`,
    id_token: idToken,
  }),
  remoteToken: (rtoken: string): GrantForm => ({ grant_type: 'r_token', rtoken }),
};

export async function signInWithGrant(form: GrantForm): Promise<TokenResponse> {
  const token = await requestToken(form, true);
  startSession(token, form.grant_type === 'r_token' ? 'remote' : 'player');
  return token;
}

export function useGrantSignIn() {
  return useAsyncAction(signInWithGrant);
}
