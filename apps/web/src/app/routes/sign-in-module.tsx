import { useLocation } from 'react-router';
import { KioskSignInScreen } from '../../features/auth/components/kiosk-sign-in-screen';
import { readLocationValue } from '../../features/auth/components/location-values';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { isKioskSession } from './kiosk-session';

/** Spec §2: in kiosk mode the sign-in is the kiosk's card + PIN screen. */
export function Component() {
  const { state, search, pathname } = useLocation();
  const remote = readLocationValue(state, search, 'rtoken');
  if (isKioskSession(pathname) && !remote) {
    return <KioskSignInScreen cardNumber={readLocationValue(state, '', 'cardNumber')} />;
  }
  return <SignInScreen />;
}
