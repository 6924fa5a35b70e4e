import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { isAbsoluteHttpUrl } from '../../shared/brand/brand-context';
import { LoadingScreen } from '../../shared/ui/loading/loading-screen';

/** docs/product.md#screens-and-routes: a login path that is an absolute http URL is a full redirect. */
export function LoginRedirect({ to }: { to: string }) {
  const external = isAbsoluteHttpUrl(to);
  useEffect(() => {
    if (external) window.location.assign(to);
  }, [external, to]);
  return external ? <LoadingScreen stage="waitPlease" /> : <Navigate to={to} replace />;
}
