import { LOGOUT_LOADING_CLEAR_MS, STORAGE_KEYS, type TokenResponse } from '@patron/contracts';
import { isAbsoluteHttpUrl } from '../brand/brand-context';
import { clearResponseCache } from '../query/response-cache';
import { removeItem, writeItem } from '../storage/local-store';
import { toast, toastStore } from '../ui/toast/toast-store';
import {
  announce,
  beginSignOut,
  clearSession,
  endSignOut,
  storeMemorySession,
  storeSession,
} from './session-store';
import { revokeRefreshToken } from './token-api';

/**
 * - `player`: the player's own sign-in, kept in local storage; a host system's token (it carries
 *   `as:client_id`) counts as a remote login.
 * - `remote`: an r_token sign-in (docs/product.md#sign-in), always a remote login.
 * - `impersonation`: a manager acting as a patron, kept in memory only (docs/product.md#sign-in).
 */
export type SessionKind = 'player' | 'remote' | 'impersonation';

/**
 * - `logout`: the player or the idle timer ends it; the refresh token is revoked first.
 * - `expired`: a refresh failed, there is nothing left to revoke.
 * - `impersonation-ended`: the management logout; an impersonation has no refresh token.
 * - `reset`: a resolver starts over silently (docs/product.md#screens-and-routes); the revoke is not awaited.
 */
export type EndReason = 'logout' | 'expired' | 'impersonation-ended' | 'reset';

export type SessionExit = 'stayed' | 'navigated' | 'redirected';

export interface EndSessionOptions {
  /** Where the app goes once the session is gone: an app path, or an http(s) URL to leave for. */
  destination?: string;
  navigate?: (to: string) => void | Promise<void>;
  /** A full-page redirect; tests replace it because jsdom cannot follow one. */
  redirect?: (url: string) => void;
  /** A notice shown after the old toasts are cleared, e.g. "Your Session Ended". */
  notice?: string;
}

/**
 * docs/product.md#sign-in: the remote-login flag is set on a remote token login and cleared on other logins.
 */
export function isRemoteLogin(token: TokenResponse, kind: SessionKind): boolean {
  if (kind === 'impersonation') return false;
  return kind === 'remote' || Boolean(token['as:client_id']);
}

/**
 * docs/product.md#sign-in login: whatever session was there is reset first, the new tokens are kept (in
 * memory for an impersonation), the response cache and toasts are cleared, and login is announced.
 */
export function startSession(token: TokenResponse, kind: SessionKind): void {
  clearSession();
  if (kind === 'impersonation') storeMemorySession(token);
  else storeSession(token);
  if (isRemoteLogin(token, kind)) writeItem(STORAGE_KEYS.remoteLogin, '1');
  else removeItem(STORAGE_KEYS.remoteLogin);
  clearStores();
  announce('login');
}

/**
 * docs/product.md#sign-in logout, for every way a session ends. While the app moves to the destination the
 * sign-out flag is up, so the guards do not race it to the login path.
 */
export async function endSession(reason: EndReason, options: EndSessionOptions = {}): Promise<SessionExit> {
  const revoking = reason === 'logout' || reason === 'reset' ? revokeQuietly() : undefined;
  if (reason === 'logout') await revoking;
  const { destination } = options;
  if (destination) beginSignOut();
  clearSession();
  clearStores();
  announce('logout');
  if (options.notice) toast.info(options.notice);
  if (!destination) return 'stayed';
  if (isAbsoluteHttpUrl(destination)) {
    (options.redirect ?? ((url) => window.location.assign(url)))(destination);
    // docs/product.md#web-behaviour: the loading indicator is cleared 5 s after, should the page still be
    // here.
    setTimeout(endSignOut, LOGOUT_LOADING_CLEAR_MS);
    return 'redirected';
  }
  try {
    await options.navigate?.(destination);
  } finally {
    endSignOut();
  }
  return 'navigated';
}

function clearStores(): void {
  clearResponseCache();
  toastStore.clear();
}

function revokeQuietly(): Promise<void> {
  // The server may already have dropped the token; signing out locally must still happen.
  return revokeRefreshToken().catch(() => undefined);
}
