import { KioskSessionLayout } from '../../features/sign-in/components/kiosk-session-layout';

/** The kiosk's card + PIN screen comes with the kiosk session, not with the sign-in page. */
export { KioskSignIn } from './kiosk-sign-in';

export default function KioskSessionModule() {
  return <KioskSessionLayout />;
}
