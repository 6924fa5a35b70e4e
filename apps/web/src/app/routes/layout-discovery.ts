import type { PatchRoutesOnNavigationFunction } from 'react-router';

/** The id of each signed-in layout's route (`layout:condensed`, `layout:kiosk/lucid`, …). */
export const layoutRouteId = (path: string) => `layout:${path}`;

/**
 * Issue 10: the screens under the signed-in layouts stay out of the entry's route table. The first
 * navigation into a layout loads them with the layout's chunk and patches them in (React Router's
 * lazy route discovery); the router asks again on each navigation to a path with a parameter, so
 * a layout that has them already is left as it is. Route trees without these ids are never touched.
 */
export const discoverLayoutRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  const layout = matches.find((match) => match.route.id?.startsWith(layoutRouteId('')))?.route;
  if (!layout?.id || layout.children?.some((child) => child.path === 'home')) return;
  const { layoutChildren } = await import('./layout-module');
  patch(layout.id, layoutChildren());
};
