import { STORAGE_KEYS } from '@patron/contracts';
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useBrand } from '../../shared/brand/brand-context';
import { useIsLoggedIn } from '../../shared/session/session-store';
import { readModeFlags, setFlag } from '../../shared/storage/local-store';
import { entryGuard, type EntryDecision } from './entry-guard';

export function useEntryDecision(): EntryDecision {
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const { brand, branding, loginPath } = useBrand();
  const decision = useMemo(
    () =>
      entryGuard({
        pathname,
        search,
        loggedIn,
        brand,
        brandingLayout: branding?.layout,
        loginPath,
        ...readModeFlags(),
      }),
    [pathname, search, loggedIn, brand, branding?.layout, loginPath],
  );
  const setTablet = decision.kind === 'redirect' && decision.setTabletMode;
  useEffect(() => {
    if (setTablet) setFlag(STORAGE_KEYS.tabletMode);
  }, [setTablet]);
  return decision;
}
