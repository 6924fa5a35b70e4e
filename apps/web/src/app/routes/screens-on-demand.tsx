import { useLayoutEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';

/**
 * A layout's screens, added to the router's table the first time a path under the layout is opened
 * (issue 10: the first screen's table holds its own layout's screens only), then that path opened
 * again, now matching them. Once they are in, a path under the layout that matches none of them
 * leads to the start, as any unknown path does.
 */
export function ScreensOnDemand({ screens }: { screens: LayoutScreens }) {
  const location = useLocation();
  const navigate = useNavigate();
  // Read once: in this render the screens were either in already (the path is unknown) or not yet.
  const [alreadyIn] = useState(screens.areIn);
  useLayoutEffect(() => {
    if (alreadyIn) return;
    screens.add();
    void navigate(location, { replace: true, state: location.state as unknown });
  }, [alreadyIn, location, navigate, screens]);
  return alreadyIn ? <Navigate to="/" replace /> : null;
}

/** A layout's screens in one router's table: whether they are in, and adding them (once). */
export type LayoutScreens = { areIn: () => boolean; add: () => void };
