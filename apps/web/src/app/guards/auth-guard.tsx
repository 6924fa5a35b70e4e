import type { ReactNode } from 'react';
import { useBrand } from '../../shared/brand/brand-context';
import { isSigningOut, useIsLoggedIn } from '../../shared/session/session-store';
import { LoadingScreen } from '../../shared/ui/loading/loading-screen';
import { LoginRedirect } from './login-redirect';

/**
 * Guarded routes need authentication (docs/product.md#screens-and-routes,
 * docs/product.md#roles-and-permissions).
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const { loginPath } = useBrand();
  if (loggedIn) return children;
  // A logout in progress picks its own destination (docs/product.md#sign-in); the guard must not race it.
  if (isSigningOut()) return <LoadingScreen stage="waitPlease" />;
  return <LoginRedirect to={loginPath} />;
}
