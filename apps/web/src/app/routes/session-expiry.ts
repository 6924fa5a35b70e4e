import { LOGOUT_LOADING_CLEAR_MS } from '@patron/contracts';
import { impersonationFromToken } from '../../features/impersonation/api/impersonation-claims';
import { isAbsoluteHttpUrl } from '../../shared/brand/brand-context';
import { clearResponseCache } from '../../shared/query/query-client';
import {
  announce,
  beginSignOut,
  clearSession,
  endSignOut,
  getCurrentUser,
  isLoggedIn,
} from '../../shared/session/session-store';
import { toast, toastStore } from '../../shared/ui/toast/toast-store';

/**
 * Where a session that could not be refreshed ends: an impersonation (no refresh token, spec §4)
 * goes back to the manager's dummy-login for the same patron; any other to the brand's login path.
 */
export function sessionExpiryDestination(loginPath: string, accessToken: string | undefined): string {
  const acting = impersonationFromToken(accessToken);
  if (!acting) return loginPath;
  return `/dummy-login/dummy-login?${new URLSearchParams({ patronId: acting.patronId }).toString()}`;
}

/**
 * A refresh that failed ends the session like a logout does: the sign-out flag is up before the
 * session is cleared, so the guards do not race the destination to the login path.
 */
export async function endExpiredSession(
  loginPath: string,
  navigate: (to: string, options: { replace: true }) => void | Promise<void>,
  message: string,
  redirect: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  if (!isLoggedIn()) return;
  const destination = sessionExpiryDestination(loginPath, getCurrentUser()?.access_token);
  beginSignOut();
  clearSession();
  clearResponseCache();
  toastStore.clear();
  announce('logout');
  toast.info(message);
  if (isAbsoluteHttpUrl(destination)) {
    redirect(destination);
    setTimeout(endSignOut, LOGOUT_LOADING_CLEAR_MS);
    return;
  }
  try {
    await navigate(destination, { replace: true });
  } finally {
    endSignOut();
  }
}
