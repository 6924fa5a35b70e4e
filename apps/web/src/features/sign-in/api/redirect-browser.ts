import { safeHttpUrl } from '../../../shared/url/safe-http-url';

/**
 * The one place that leaves the app for a provider's page; tests replace it. Only http(s) URLs are
 * followed: anything else (a `javascript:` redirectUrl or authEndpoint) is logged and ignored.
 */
export function redirectBrowser(
  url: string,
  assign: (href: string) => void = (href) => window.location.assign(href),
): boolean {
  const safe = safeHttpUrl(url);
  if (!safe) {
    console.error('Refused to redirect the browser to a non-http URL', url);
    return false;
  }
  assign(safe);
  return true;
}
