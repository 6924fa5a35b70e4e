import { SessionLayout } from './session-layout';
import './kiosk-session.css';

/** Spec §2: in kiosk mode the kiosk session module loads instead of the session module. */
export function KioskSessionLayout() {
  return (
    <div className="kiosk-session">
      <SessionLayout />
    </div>
  );
}
