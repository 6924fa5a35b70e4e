/** `{layout}/home/{brand}` and the reward actions over it: the paths that show the dashboard. */
const DASHBOARD_PATH = /^\/(?:kiosk\/)?(?:condensed|lucid|mobile)\/home\/[^/]+(?:\/rewards\/.+)?\/?$/;

export function isDashboardPath(pathname: string): boolean {
  return DASHBOARD_PATH.test(pathname);
}
