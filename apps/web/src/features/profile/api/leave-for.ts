import { safeHttpUrl } from '../../../shared/url/safe-http-url';

/** Leaves the app for a provider's page, http(s) only (a server-supplied `javascript:` is refused). */
export function leaveFor(url: string): boolean {
  const safe = safeHttpUrl(url);
  if (!safe) return false;
  window.location.assign(safe);
  return true;
}
