import { impersonationFromToken } from '../../features/impersonation/api/impersonation-claims';
import { endSession } from '../../shared/session/session-lifecycle';
import { getCurrentUser, isLoggedIn } from '../../shared/session/session-store';
import { paths } from '../../shared/config/paths';

/**
 * The manager's sign-in for acting as this patron again (docs/product.md#screens-and-routes 'dummy-login').
 */
export function managerSignInPath(patronId: string): string {
  return paths.impersonation.getHref({ patronId });
}

/**
 * Where a session that could not be refreshed ends: an impersonation (no refresh token,
 * docs/product.md#sign-in) goes back to the manager's dummy-login for the same patron; any other to the
 * brand's login path.
 */
export function sessionExpiryDestination(loginPath: string, accessToken: string | undefined): string {
  const acting = impersonationFromToken(accessToken);
  return acting ? managerSignInPath(acting.patronId) : loginPath;
}

/**
 * A refresh that failed ends the session like a logout does, with a notice (docs/product.md#sign-in 401
 * handling).
 */
export async function endExpiredSession(
  loginPath: string,
  navigate: (to: string, options: { replace: true }) => void | Promise<void>,
  message: string,
  redirect?: (url: string) => void,
): Promise<void> {
  if (!isLoggedIn()) return;
  await endSession('expired', {
    destination: sessionExpiryDestination(loginPath, getCurrentUser()?.access_token),
    navigate: (to) => navigate(to, { replace: true }),
    redirect,
    notice: message,
  });
}
