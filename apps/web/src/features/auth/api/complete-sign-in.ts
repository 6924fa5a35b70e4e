import { STORAGE_KEYS, type TokenResponse } from '@patron/contracts';
import { clearResponseCache } from '../../../shared/query/query-client';
import { announce, storeSession } from '../../../shared/session/session-store';
import { removeItem, writeItem } from '../../../shared/storage/local-store';
import { toastStore } from '../../../shared/ui/toast/toast-store';

/**
 * Spec §4: login stores the tokens, clears the response cache and announces login. The remote-login
 * flag is set on a remote-token login and cleared on every other login.
 */
export function completeSignIn(token: TokenResponse, remote: boolean): void {
  storeSession(token);
  if (remote) writeItem(STORAGE_KEYS.remoteLogin, '1');
  else removeItem(STORAGE_KEYS.remoteLogin);
  clearResponseCache();
  toastStore.clear();
  announce('login');
}
