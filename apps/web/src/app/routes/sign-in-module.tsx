import { useLocation } from 'react-router';
import { readLocationValue } from '../../features/auth/components/location-values';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { isKioskSession } from './kiosk-session';
import { KioskSignIn } from './kiosk-sign-in';

/** Spec §2: in kiosk mode the sign-in is the kiosk's card + PIN screen. */
export function Component() {
  const { state, search, pathname } = useLocation();
  const remote = readLocationValue(state, search, 'rtoken');
  if (isKioskSession(pathname) && !remote) {
    return <KioskSignIn cardNumber={readLocationValue(state, '', 'cardNumber')} />;
  }
  return <SignInScreen />;
}
