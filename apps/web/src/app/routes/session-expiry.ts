import { impersonationFromToken } from '../../features/impersonation/api/impersonation-claims';

/**
 * Where a session that could not be refreshed ends: an impersonation (no refresh token, spec §4)
 * goes back to the manager's dummy-login for the same patron; any other to the brand's login path.
 */
export function sessionExpiryDestination(loginPath: string, accessToken: string | undefined): string {
  const acting = impersonationFromToken(accessToken);
  if (!acting) return loginPath;
  return `/dummy-login/dummy-login?${new URLSearchParams({ patronId: acting.patronId }).toString()}`;
}
