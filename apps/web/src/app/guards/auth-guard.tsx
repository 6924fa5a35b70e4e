import type { ReactNode } from 'react';
import { useBrand } from '../../shared/brand/brand-context';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { LoginRedirect } from './login-redirect';

/** Guarded routes need authentication (spec §2, §6). */
export function AuthGuard({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const { loginPath } = useBrand();
  return loggedIn ? children : <LoginRedirect to={loginPath} />;
}
