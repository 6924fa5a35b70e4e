import { useLocation, useNavigate } from 'react-router';
import { grants } from '../api/grant-sign-in';
import { KioskSignInScreen } from './kiosk-sign-in-screen';
import { readLocationValue } from './location-values';
import { SigningInStatus } from './signing-in-status';
import { useAutoSignIn } from './use-auto-sign-in';
import { paths } from '../../../shared/config/paths';

/** 'session/device-login': the device_hash grant at once; the kiosk card + PIN screen if it fails. */
export function DeviceLoginScreen() {
  const navigate = useNavigate();
  const { state, search } = useLocation();
  const hash = readLocationValue(state, search, 'h');
  const patronId = readLocationValue(state, search, 'patronId');
  const terminalId = readLocationValue(state, search, 'terminalId');
  const form = hash && patronId ? grants.deviceHash(hash, patronId, terminalId) : null;
  const status = useAutoSignIn(form, () => navigate(paths.root.getHref(), { replace: true }));
  if (status === 'pending') return <SigningInStatus />;
  return <KioskSignInScreen />;
}
