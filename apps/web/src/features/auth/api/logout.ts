import { clearResponseCache } from '../../../shared/query/query-client';
import { isAbsoluteHttpUrl } from '../../../shared/brand/brand-context';
import { announce, clearSession } from '../../../shared/session/session-store';
import { revokeRefreshToken } from '../../../shared/session/token-api';

/** Spec §4 logout: revoke the refresh token, clear every store, then go to the login path. */
export async function logout(loginPath: string, navigate: (to: string) => void): Promise<void> {
  try {
    await revokeRefreshToken();
  } catch {
    // The server may already have dropped the token; signing out locally must still happen.
  }
  clearSession();
  clearResponseCache();
  announce('logout');
  if (isAbsoluteHttpUrl(loginPath)) window.location.assign(loginPath);
  else navigate(loginPath);
}

/** Resolvers sign out without calling the server and without a confirmation (spec §2 "silently"). */
export function silentLogout(): void {
  void revokeRefreshToken().catch(() => undefined);
  clearSession();
  clearResponseCache();
  announce('logout');
}
