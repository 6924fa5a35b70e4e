import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/** The id of each signed-in layout's route (`layout:condensed`, `layout:kiosk/lucid`, …). */
export const layoutRouteId = (path: string) => `layout:${path}`;

/** Whether a layout's route has its screens (their chunk is in). */
const hasScreens = (layout: RouteObject) => Boolean(layout.children?.some((child) => child.path === 'home'));

/** Whether a layout's route adds its screens itself when first opened (ScreensOnDemand). */
const addsScreensItself = (layout: RouteObject) =>
  Boolean(layout.children?.some((child) => child.path === '*'));

/** The router's patchRoutes: adds `children` under the route `routeId`. */
export type PatchRoutes = (routeId: string, children: RouteObject[]) => void;

/**
 * First load: unless the layout's chunk was in when the router was made, the screens under the
 * signed-in layouts stay out of the entry's route table. The first navigation into a layout loads
 * them with the layout's chunk and patches them in (React Router's lazy route discovery); the router
 * asks again on each navigation to a path with a parameter, so a layout that has them already is left
 * as it is. Route trees without these ids are never touched.
 */
export const discoverLayoutRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const layout = matches.find((match) => match.route.id?.startsWith(layoutRouteId('')))?.route;
  if (!layout?.id || hasScreens(layout)) return;
  const { layoutChildren } = await import('./layout-module');
  patch(layout.id, layoutChildren());
};

/**
 * The discovery a route table needs: none once every layout has its screens or adds them itself
 * (their chunk was in when the table was made). React Router asks a discovery function on every
 * first match of a path with a parameter, which would hold the first render of a signed-in home for
 * a loader.
 */
export function layoutDiscovery(routes: RouteObject[]): PatchRoutesOnNavigationFunction | undefined {
  const layouts: RouteObject[] = [];
  const visit = (list: RouteObject[] | undefined) =>
    list?.forEach((route) => {
      if (route.id?.startsWith(layoutRouteId(''))) layouts.push(route);
      else visit(route.children);
    });
  visit(routes);
  return layouts.every((layout) => hasScreens(layout) || addsScreensItself(layout))
    ? undefined
    : discoverLayoutRoutes;
}
