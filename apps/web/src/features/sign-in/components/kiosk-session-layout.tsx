import { SessionLayout } from './session-layout';
import './kiosk-session.css';

/**
 * docs/product.md#screens-and-routes: in kiosk mode the kiosk session module loads instead of the session
 * module.
 */
export function KioskSessionLayout() {
  return (
    <div className="kiosk-session">
      <SessionLayout />
    </div>
  );
}
