import type { Brand } from '@patron/contracts';
import { layoutHomePath, resolveBrandLayout, type BrandLayoutInput } from '../layouts/brand-layout';

export interface EntryGuardInput {
  pathname: string;
  search: string;
  loggedIn: boolean;
  brand?: Brand;
  kioskMode: boolean;
  tabletMode: boolean;
  brandingLayout?: BrandLayoutInput['brandingLayout'];
  loginPath: string;
}

export interface HashState {
  h: string;
  patronId: string;
  terminalId?: string;
}

export type EntryDecision =
  | { kind: 'redirect'; to: string; replace: true; state?: HashState; setTabletMode?: boolean }
  | { kind: 'login'; to: string }
  | { kind: 'lobby' }
  | { kind: 'allow' };

export const KIOSK_LOBBY_PATH = '/kiosk';

/** docs/product.md#screens-and-routes entry guard, row 2: the paths a signed-in player is sent home from. */
export const HOME_REDIRECT_PATHS = [
  '/',
  '/kiosk',
  '/lucid/home',
  '/mobile/home',
  '/condensed/home',
  '/kiosk/lucid/home',
  '/kiosk/condensed/home',
] as const;

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function readHashParams(search: string): HashState | null {
  const params = new URLSearchParams(search);
  const h = params.get('h');
  const patronId = params.get('patronId');
  if (!h || !patronId) return null;
  const terminalId = params.get('terminalId');
  return terminalId ? { h, patronId, terminalId } : { h, patronId };
}

/** Row 1 (and the blank layout): h + patronId go to the device resolver, or the dummy one. */
export function hashRedirect(pathname: string, search: string): EntryDecision | null {
  const state = readHashParams(search);
  if (!state) return null;
  const query = new URLSearchParams({ h: state.h, patronId: state.patronId });
  const target = pathname.includes('dummy') ? '/dummy' : '/device';
  if (target === '/device' && state.terminalId) query.set('terminalId', state.terminalId);
  return { kind: 'redirect', to: `${target}?${query.toString()}`, replace: true, state };
}

export function entryGuard(input: EntryGuardInput): EntryDecision {
  const fromHash = hashRedirect(input.pathname, input.search);
  if (fromHash) return fromHash;
  const path = normalizePath(input.pathname);
  if (!input.loggedIn) {
    // docs/design.md#web-app: a kiosk nobody is using shows its lobby, which invites the next player in.
    if (path === KIOSK_LOBBY_PATH) return { kind: 'lobby' };
    if (path === '/' && input.kioskMode) return { kind: 'redirect', to: KIOSK_LOBBY_PATH, replace: true };
  }
  if (!input.loggedIn || !input.brand) return { kind: 'login', to: input.loginPath };
  if (!(HOME_REDIRECT_PATHS as readonly string[]).includes(path)) return { kind: 'allow' };
  const decision = resolveBrandLayout({ ...input, brand: input.brand, pathname: path });
  return {
    kind: 'redirect',
    to: layoutHomePath(decision, input.brand),
    replace: true,
    setTabletMode: decision.setTabletMode || undefined,
  };
}
