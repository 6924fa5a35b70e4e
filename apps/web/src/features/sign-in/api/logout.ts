import { isSocialProvider, type SsoProvider } from '@patron/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context';
import { endSession } from '../../../shared/session/session-lifecycle';
import { getCurrentUser } from '../../../shared/session/session-store';

export interface LogoutOptions {
  /** docs/product.md#sign-in: the mobile layout also signs out of the identity provider. */
  mobile?: boolean;
  idp?: SsoProvider;
  unauthorizedRedirectUri?: string;
  /** Overrides the destination, e.g. the kiosk exit location. */
  to?: string;
  /** A full-page redirect; tests replace it because jsdom cannot follow one. */
  redirect?: (url: string) => void;
}

export type LogoutOutcome = 'navigated' | 'redirected';

/** docs/product.md#sign-in: `{authEndpoint}/logout` with id_token_hint and post_logout_redirect_uri. */
export function idpLogoutUrl(authEndpoint: string, idToken: string, postLogoutRedirect: string): string {
  const query = new URLSearchParams({
    id_token_hint: idToken,
    post_logout_redirect_uri: new URL(postLogoutRedirect, window.location.origin).href,
  });
  return `${authEndpoint.replace(/\/+$/, '')}/logout?${query.toString()}`;
}

function logoutDestination(loginPath: string, idToken: string | undefined, options: LogoutOptions): string {
  if (options.to) return options.to;
  if (!options.mobile) return loginPath;
  const after = options.unauthorizedRedirectUri || loginPath;
  const endpoint = options.idp?.authEndpoint;
  return idToken && endpoint ? idpLogoutUrl(endpoint, idToken, after) : after;
}

/** docs/product.md#sign-in logout: revoke the refresh token, clear every store, then go to the login path. */
export async function logout(
  loginPath: string,
  navigate: (to: string) => void | Promise<void>,
  options: LogoutOptions = {},
): Promise<LogoutOutcome> {
  const destination = logoutDestination(loginPath, getCurrentUser()?.id_token, options);
  const exit = await endSession('logout', { destination, navigate, redirect: options.redirect });
  return exit === 'redirected' ? 'redirected' : 'navigated';
}

/**
 * Resolvers sign out without calling the server and without a confirmation
 * (docs/product.md#screens-and-routes "silently").
 */
export function silentLogout(): void {
  void endSession('reset');
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
