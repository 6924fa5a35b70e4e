import type {
  Brand,
  Branding,
  ClientAccount,
  KioskLobbyToken,
  KioskMode,
  PlayerPortalSettings,
  SsoProvider,
} from '@patron/contracts';
import { createContext, useContext } from 'react';
import { paths } from '../config/paths';

export const DEFAULT_LOGIN_PATH = paths.signIn.getHref();

export interface BrandContextValue {
  brand: Brand | undefined;
  clientAccount: ClientAccount;
  branding: Branding | undefined;
  kioskMode: KioskMode | undefined;
  /**
   * When enabled, the kiosk lobby request carries this token (docs/product.md#kiosk-lobby KioskLobbyToken).
   */
  kioskLobbyToken?: KioskLobbyToken;
  portalSettings: PlayerPortalSettings | undefined;
  ssoProviders: SsoProvider[];
  loginPath: string;
}

export const BrandContext = createContext<BrandContextValue | null>(null);

export function useBrand(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand needs the bootstrap provider');
  return value;
}

export function isAbsoluteHttpUrl(path: string): boolean {
  return /^https?:\/\//i.test(path);
}
