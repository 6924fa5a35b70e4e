import { useLocation } from 'react-router';
import { readModeFlags } from '../storage/local-store';
import { greetingName } from './greeting-name';

/** greetingName for this screen: a kiosk path, or a device set to kiosk or tablet mode, is shared. */
export function useGreetingName(profile: Parameters<typeof greetingName>[0]): string | null {
  const { pathname } = useLocation();
  const flags = readModeFlags();
  const shared = pathname.startsWith('/kiosk/') || flags.kioskMode || flags.tabletMode;
  return greetingName(profile, shared);
}
