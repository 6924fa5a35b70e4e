import { useLayoutEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/config/paths';

/** A layout's screens in one router's table: whether they are in, and adding them (once). */
export type LayoutScreens = { areIn: () => boolean; add: () => void };

/**
 * A layout's screens, added to the router's table the first time a path under the layout is opened
 * (the first screen's table holds its own layout's screens only), then that path opened
 * again, now matching them. A path that still matches none of them leads to the start, as any
 * unknown path does. Keyed by the location: each path opened here is looked at anew.
 */
export function ScreensOnDemand({ screens }: { screens: LayoutScreens }) {
  const location = useLocation();
  return <AddThenReopen key={location.key} screens={screens} />;
}

function AddThenReopen({ screens }: { screens: LayoutScreens }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Read when this location is first rendered: the screens were in already (the path is unknown
  // to them) or not yet (they are added, and the same path opened again with a location of its own).
  const [alreadyIn] = useState(screens.areIn);
  useLayoutEffect(() => {
    if (alreadyIn) return;
    screens.add();
    void navigate(location, { replace: true, state: location.state as unknown });
  }, [alreadyIn, location, navigate, screens]);
  return alreadyIn ? <Navigate to={paths.root.getHref()} replace /> : null;
}
