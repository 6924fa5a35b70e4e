/**
 * `{layout}/home/{brand}` and the reward actions over it: the paths that show the dashboard. In any
 * case, as the router matches them (and as `entryRouteOf` does): /Lucid/home/Coyote is a dashboard.
 */
const DASHBOARD_PATH = /^\/(?:kiosk\/)?(?:condensed|lucid|mobile)\/home\/[^/]+(?:\/rewards\/.+)?\/?$/i;

export function isDashboardPath(pathname: string): boolean {
  return DASHBOARD_PATH.test(pathname);
}
