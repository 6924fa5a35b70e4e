import type { SocialProvider } from '../identity/social-verifier';

/**
 * The seeded SsoProviders facebook/google entries name `/social/{provider}` as authEndpoint; the
 * server sends the browser on to the provider's implicit-flow dialog, or to the dev fake's.
 */
export const PROVIDER_DIALOG_URLS: Record<SocialProvider, string> = {
  facebook: 'https://www.facebook.com/v19.0/dialog/oauth',
  google: 'https://accounts.google.com/o/oauth2/v2/auth',
};

export function socialDialogPath(provider: SocialProvider): string {
  return `/social/${provider}`;
}

/** The dialog URL with the query the browser brought to /social/{provider}. */
export function socialDialogTarget(dialogUrl: string, requestUrl: string): string {
  const target = new URL(dialogUrl);
  const start = requestUrl.indexOf('?');
  const query = new URLSearchParams(start < 0 ? '' : requestUrl.slice(start + 1));
  query.forEach((value, name) => target.searchParams.append(name, value));
  return target.href;
}
