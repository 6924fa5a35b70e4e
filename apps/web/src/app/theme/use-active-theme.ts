import { useEffect, useState } from 'react';
import { useSettings } from '../../shared/settings/settings-store';
import { resolveTheme, type ThemeName } from '../../shared/theme/night-mode';

/** docs/product.md#settings: the theme is re-evaluated when the app becomes active again. */
export function useActiveTheme(): ThemeName {
  const settings = useSettings();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') setNow(new Date());
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);
  return resolveTheme(settings, now);
}
