import { LOGOUT_LOADING_CLEAR_MS, type SsoProvider } from '@patron/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isAbsoluteHttpUrl, useBrand } from '../../../shared/brand/brand-context';
import { clearResponseCache } from '../../../shared/query/query-client';
import {
  announce,
  beginSignOut,
  clearSession,
  endSignOut,
  getCurrentUser,
} from '../../../shared/session/session-store';
import { revokeRefreshToken } from '../../../shared/session/token-api';
import { toastStore } from '../../../shared/ui/toast/toast-store';
import { isSocialProvider } from './social-login';

export interface LogoutOptions {
  /** Spec §4: the mobile layout also signs out of the identity provider. */
  mobile?: boolean;
  idp?: SsoProvider;
  unauthorizedRedirectUri?: string;
  /** Overrides the destination, e.g. the kiosk exit location. */
  to?: string;
  /** A full-page redirect; tests replace it because jsdom cannot follow one. */
  redirect?: (url: string) => void;
}

export type LogoutOutcome = 'navigated' | 'redirected';

/** Spec §7: `{authEndpoint}/logout` with id_token_hint and post_logout_redirect_uri. */
export function idpLogoutUrl(authEndpoint: string, idToken: string, postLogoutRedirect: string): string {
  const query = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: new URL(postLogoutRedirect, window.location.origin).href,
  });
  return `${authEndpoint.replace(/\/+$/, '')}/logout?${query.toString()}`;
}

function destination(loginPath: string, idToken: string | undefined, options: LogoutOptions): string {
  if (options.to) return options.to;
  if (!options.mobile) return loginPath;
  const after = options.unauthorizedRedirectUri || loginPath;
  const endpoint = options.idp?.authEndpoint;
  return idToken && endpoint ? idpLogoutUrl(endpoint, idToken, after) : after;
}

function clearEverything(): void {
  clearSession();
  clearResponseCache();
  toastStore.clear();
  announce('logout');
}

/** Spec §4 logout: revoke the refresh token, clear every store, then go to the login path. */
export async function logout(
  loginPath: string,
  navigate: (to: string) => void | Promise<void>,
  options: LogoutOptions = {},
): Promise<LogoutOutcome> {
  const idToken = getCurrentUser()?.id_token;
  try {
    await revokeRefreshToken();
  } catch {
    // The server may already have dropped the token; signing out locally must still happen.
  }
  const target = destination(loginPath, idToken, options);
  beginSignOut();
  clearEverything();
  if (isAbsoluteHttpUrl(target)) {
    (options.redirect ?? ((url) => window.location.assign(url)))(target);
    // Spec §4: the loading indicator is cleared 5 s after, should the page still be here.
    setTimeout(endSignOut, LOGOUT_LOADING_CLEAR_MS);
    return 'redirected';
  }
  try {
    await navigate(target);
  } finally {
    endSignOut();
  }
  return 'navigated';
}

/** Resolvers sign out without calling the server and without a confirmation (spec §2 "silently"). */
export function silentLogout(): void {
  void revokeRefreshToken().catch(() => undefined);
  clearEverything();
}

/** The identity provider to sign out of: a social entry's authEndpoint is a dialog with no sign-out. */
export function logoutIdp(providers: readonly SsoProvider[]): SsoProvider | undefined {
  return providers.find((p) => p.authEndpoint && !isSocialProvider(p.type.toLowerCase()));
}

/** The layouts' logout: brand login path, or on mobile the IdP logout / unauthorized redirect URI. */
export function useLogout(mobile: boolean): (to?: string) => Promise<LogoutOutcome> {
  const navigate = useNavigate();
  const { loginPath, ssoProviders, portalSettings } = useBrand();
  return useCallback(
    (to?: string) =>
      logout(loginPath, (path) => navigate(path, { replace: true }), {
        mobile,
        to,
        idp: logoutIdp(ssoProviders),
        unauthorizedRedirectUri: portalSettings?.unauthorizedRedirectUri,
      }),
    [loginPath, mobile, navigate, portalSettings?.unauthorizedRedirectUri, ssoProviders],
  );
}
