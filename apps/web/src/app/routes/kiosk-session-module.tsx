import { KioskSessionLayout } from '../../features/auth/components/kiosk-session-layout';

export default function KioskSessionModule() {
  return <KioskSessionLayout />;
}
