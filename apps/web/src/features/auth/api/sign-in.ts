import { STORAGE_KEYS, type TokenResponse } from '@patron/contracts';
import { useMutation } from '@tanstack/react-query';
import { clearResponseCache } from '../../../shared/query/query-client';
import { announce, storeSession } from '../../../shared/session/session-store';
import { requestToken } from '../../../shared/session/token-api';
import { removeItem } from '../../../shared/storage/local-store';
import { toastStore } from '../../../shared/ui/toast/toast-store';

export interface SignInInput {
  username: string;
  password: string;
}

export async function signIn({ username, password }: SignInInput): Promise<TokenResponse> {
  const token = await requestToken({ grant_type: 'password', username, password }, true);
  removeItem(STORAGE_KEYS.remoteLogin);
  storeSession(token);
  clearResponseCache();
  toastStore.clear();
  announce('login');
  return token;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
