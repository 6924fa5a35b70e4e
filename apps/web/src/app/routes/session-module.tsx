import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { SessionLayout } from '../../features/sign-in/components/session-layout';
import { LoadingScreen } from '../../shared/ui/loading/loading-screen';
import { isKioskSession } from './kiosk-session';

const KioskSessionModule = lazy(() => import('./kiosk-session-module'));

/**
 * Lazy session modules (docs/product.md#screens-and-routes): session and dummy-session show the language
 * selector; in kiosk mode the kiosk session module loads instead. The flag is read per render, because a
 * resolver may set it after this module has loaded.
 */
export function Component() {
  const { pathname } = useLocation();
  if (!isKioskSession(pathname)) return <SessionLayout />;
  return (
    <Suspense fallback={<LoadingScreen stage="waitPlease" />}>
      <KioskSessionModule />
    </Suspense>
  );
}
