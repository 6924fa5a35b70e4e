import { STORAGE_KEYS } from '@patron/contracts';
import { isFlagSet } from '../../shared/storage/local-store';

/** docs/product.md#screens-and-routes: under 'session', kiosk mode loads the kiosk session module instead. */
export function isKioskSession(pathname: string): boolean {
  return pathname.startsWith('/session') && isFlagSet(STORAGE_KEYS.kioskMode);
}
