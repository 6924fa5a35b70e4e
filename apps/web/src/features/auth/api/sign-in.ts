import type { TokenResponse } from '@patron/contracts';
import { useMutation } from '@tanstack/react-query';
import { requestToken } from '../../../shared/session/token-api';
import { completeSignIn } from './complete-sign-in';

export interface SignInInput {
  username: string;
  password: string;
}

export async function signIn({ username, password }: SignInInput): Promise<TokenResponse> {
  const token = await requestToken({ grant_type: 'password', username, password }, true);
  completeSignIn(token, false);
  return token;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
