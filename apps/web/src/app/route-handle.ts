import type { UIMatch } from 'react-router';

/**
 * docs/product.md#screens-and-routes root layout: the route data every layout reads. `title` is a translation
 * key.
 */
export interface RouteHandle {
  title?: string;
  layoutOption?: string;
  allowBack?: boolean;
  backTo?: string;
  boxed?: boolean;
  menuLinks?: boolean;
  /** Opens over the page of its parent route, which stays as it is behind it (a reward's dialog). */
  overlay?: boolean;
}

/**
 * The path of the page the layout shows: the deepest match that is not an overlay. A dialog opened
 * over a page keeps its key, so the page is neither mounted again nor faded in behind the dialog.
 */
export function pagePathOf(matches: readonly UIMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && !(match.handle as RouteHandle | undefined)?.overlay) return match.pathname;
  }
  return undefined;
}

/**
 * Whether a navigation goes back to the page at `pagePath` itself (closing an overlay over it, as a
 * reward's dialog): the page then stays mounted while the navigation loads, keeping its scroll and
 * focus. Any other target, a child page below it among them, shows the loading screen
 * (docs/product.md#web-behaviour).
 */
export function withinPage(pathname: string, pagePath: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
  return trim(pathname) === trim(pagePath);
}

export function mergeHandles(matches: readonly UIMatch[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle;
    if (handle && typeof handle === 'object') Object.assign(merged, handle as RouteHandle);
  }
  return merged;
}
