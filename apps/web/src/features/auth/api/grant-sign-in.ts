import type { TokenResponse } from '@patron/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestToken } from '../../../shared/session/token-api';
import { completeSignIn } from './complete-sign-in';

/** The form of one POST /oauth/token grant (spec §7); client_id is added by the token api. */
export type GrantForm = { grant_type: string } & Record<string, string | undefined>;

export const grants = {
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
  social: (provider: 'facebook' | 'google', accessToken: string, userId?: string): GrantForm => ({
    grant_type: `${provider}_access`,
    access_token: accessToken,
    user_id: userId,
  }),
  idpCode: (idp: string, code: string, state?: string): GrantForm => ({
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
  completeSignIn(token, form.grant_type === 'r_token' || Boolean(token['as:client_id']));
  return token;
}

export function useGrantSignIn() {
  return useMutation({ mutationFn: signInWithGrant });
}
