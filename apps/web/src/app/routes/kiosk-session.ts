import { STORAGE_KEYS } from '@patron/contracts';
import { isFlagSet } from '../../shared/storage/local-store';
import { paths } from '../../shared/config/paths';

/** docs/product.md#screens-and-routes: under 'session', kiosk mode loads the kiosk session module instead. */
export function isKioskSession(pathname: string): boolean {
  return pathname.startsWith(paths.session.path) && isFlagSet(STORAGE_KEYS.kioskMode);
}
