/** The dashboard's chunk: main.tsx and the router's preload start it with the app (issue 10). */
export const homeModule = () => import('./home-module');

/** `{layout}/home/{brand}` and the reward actions over it: the paths that show the dashboard. */
const DASHBOARD_PATH = /^\/(?:kiosk\/)?(?:condensed|lucid|mobile)\/home\/[^/]+(?:\/rewards\/.+)?\/?$/;

export function isDashboardPath(pathname: string): boolean {
  return DASHBOARD_PATH.test(pathname);
}
