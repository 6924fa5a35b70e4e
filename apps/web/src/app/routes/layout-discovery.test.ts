import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { discoverLayoutRoutes, layoutRouteId } from './layout-discovery';
import { createRoutes, LAYOUT_ROUTES } from './routes';

type Discovery = Parameters<typeof discoverLayoutRoutes>[0];

function discover(route: Partial<RouteObject> & { id: string }) {
  const patch = vi.fn();
  const matches = [{ route: { id: 'root' } }, { route }] as unknown as Discovery['matches'];
  const signal = new AbortController().signal;
  const done = discoverLayoutRoutes({ signal, path: '/', matches, patch, fetcherKey: undefined });
  return { patch, done };
}

function paths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);
}

describe('lazy discovery of the signed-in screens', () => {
  it("keeps the signed-in screens out of the entry's route table", () => {
    const table = paths(createRoutes([]));
    expect(table).toEqual(expect.arrayContaining(LAYOUT_ROUTES.map(({ path }) => path)));
    for (const screen of ['home', ':brand', 'settings', 'profile', 'statements', 'offers-new'])
      expect(table).not.toContain(screen);
  });

  it("patches a layout's screens in on the first navigation into it", async () => {
    const { patch, done } = discover({
      id: layoutRouteId('kiosk/lucid'),
      children: [{ index: true }],
    });
    await done;
    expect(patch).toHaveBeenCalledOnce();
    const [id, children] = patch.mock.calls[0] as [string, RouteObject[]];
    expect(id).toBe('layout:kiosk/lucid');
    expect(children.map((child) => child.path)).toEqual(['home', 'profile', 'profile/link', 'settings']);
    expect(paths(children)).toEqual(expect.arrayContaining([':brand', 'statements', 'offers-new']));
  });

  it('leaves a layout that has its screens, and any other route, as they are', async () => {
    const patched = discover({
      id: layoutRouteId('condensed'),
      children: [{ index: true }, { path: 'home' }],
    });
    const other = discover({ id: 'kiosk-card', path: 'kiosk/card/:cardNumber' });
    await Promise.all([patched.done, other.done]);
    expect(patched.patch).not.toHaveBeenCalled();
    expect(other.patch).not.toHaveBeenCalled();
  });
});
