/**
 * The portal's first screens (docs/product.md#screens-and-routes routes): the sign-in page and a layout's
 * home. The server writes their boot data and preload hints into the page; the web app waits for their chunks
 * before its first render. Case-insensitive, as the web app's router matches paths (a brand in
 * any case: /lucid/home/Coyote).
 */
export type EntryRoute = 'signIn' | 'home';

const SIGN_IN_PATH = /^\/(?:session(?:\/login)?\/?)?$/i;
const HOME_PATH = /^\/(?:kiosk\/)?(?:condensed|lucid|mobile)(?:\/home(?:\/[^/]+)?)?\/?$/i;

export function entryRouteOf(pathname: string): EntryRoute | undefined {
  if (SIGN_IN_PATH.test(pathname)) return 'signIn';
  if (HOME_PATH.test(pathname)) return 'home';
  return undefined;
}
