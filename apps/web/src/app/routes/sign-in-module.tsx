import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { readLocationValue } from '../../features/sign-in/components/location-values';
import { SignInScreen } from '../../features/sign-in/components/sign-in-screen';
import { isKioskSession } from './kiosk-session';

// Already loaded: the kiosk session module is the layout around this route in kiosk mode.
const KioskSignIn = lazy(async () => ({ default: (await import('./kiosk-session-module')).KioskSignIn }));

/** docs/product.md#screens-and-routes: in kiosk mode the sign-in is the kiosk's card + PIN screen. */
export function Component() {
  const { state, search, pathname } = useLocation();
  const remote = readLocationValue(state, search, 'rtoken');
  if (isKioskSession(pathname) && !remote) {
    return (
      <Suspense fallback={null}>
        <KioskSignIn cardNumber={readLocationValue(state, '', 'cardNumber')} />
      </Suspense>
    );
  }
  return <SignInScreen />;
}
