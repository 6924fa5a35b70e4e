import type { UIMatch } from 'react-router';

/** Spec §2 root layout: the route data every layout reads. `title` is a translation key. */
export interface RouteHandle {
  title?: string;
  layoutOption?: string;
  allowBack?: boolean;
  backTo?: string;
  boxed?: boolean;
  menuLinks?: boolean;
}

export function mergeHandles(matches: readonly UIMatch[]): RouteHandle {
  const merged: RouteHandle = {};
  for (const match of matches) {
    const handle = match.handle;
    if (handle && typeof handle === 'object') Object.assign(merged, handle as RouteHandle);
  }
  return merged;
}
