import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useBrand } from '../../shared/brand/brand-context';
import { readModeFlags } from '../../shared/storage/local-store';
import { layoutHomePath, resolveBrandLayout } from '../layouts/brand-layout';
import { hashRedirect } from './entry-guard';
import { LoadingScreen } from '../../shared/ui/loading/loading-screen';
import { LoginRedirect } from './login-redirect';
import { useEntryDecision } from './use-entry-decision';

const KioskLobbyRoute = lazy(() => import('../routes/kiosk-lobby-route'));

/** '' and 'kiosk', and the layouts' home index: docs/product.md#screens-and-routes entry guard. */
export function EntryGuardRoute() {
  const decision = useEntryDecision();
  const { brand, branding } = useBrand();
  const { pathname } = useLocation();
  if (decision.kind === 'login') return <LoginRedirect to={decision.to} />;
  if (decision.kind === 'lobby') {
    return (
      <Suspense fallback={<LoadingScreen stage="waitPlease" />}>
        <KioskLobbyRoute />
      </Suspense>
    );
  }
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace state={decision.state} />;
  if (!brand) return null;
  const home = layoutHomePath(
    resolveBrandLayout({ brand, pathname, brandingLayout: branding?.layout, ...readModeFlags() }),
    brand,
  );
  return <Navigate to={home} replace />;
}

/**
 * 'dummy1': the blank layout. It forwards h and patronId (query and state) to the dummy resolver;
 * without them it behaves like the landing page.
 */
export function BlankLayout() {
  const { pathname, search } = useLocation();
  const redirect = hashRedirect(pathname, search);
  if (redirect?.kind === 'redirect') return <Navigate to={redirect.to} replace state={redirect.state} />;
  return <EntryGuardRoute />;
}
