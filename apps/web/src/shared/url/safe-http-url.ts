/**
 * The browser only ever leaves the app for an http(s) page: a server- or metadata-supplied URL such
 * as `javascript:…` or `data:…` would run in the portal's origin. Relative URLs resolve against `base`.
 */
export function safeHttpUrl(value: string, base: string = window.location.origin): string | null {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}
