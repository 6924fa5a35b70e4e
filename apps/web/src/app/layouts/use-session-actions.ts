import {
  IDLE_LOGOUT_KIOSK_S,
  IDLE_LOGOUT_PORTAL_S,
  KIOSK_COUNTDOWN_S,
  LOGOUT_ALERT_COUNTDOWN_S,
  type Layout,
} from '@patron/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/sign-in/api/logout';
import { useImpersonation } from '../../features/impersonation/api/impersonation-claims';
import { isAbsoluteHttpUrl, useBrand } from '../../shared/brand/brand-context';
import { endSession } from '../../shared/session/session-lifecycle';
import { managerSignInPath } from '../routes/session-expiry';
import { readModeFlags } from '../../shared/storage/local-store';

export const DEFAULT_EXIT_LOCATION = '/kiosk';

/** Composes the features' session endings for a layout: logout, kiosk exit, management logout. */
export function useSessionActions(layout: Layout, kiosk: boolean) {
  const navigate = useNavigate();
  const { kioskMode } = useBrand();
  const logout = useLogout(layout === 'mobile');
  const acting = useImpersonation();
  const flags = readModeFlags();
  const kioskLike = kiosk || flags.kioskMode || flags.tabletMode;
  const exitLocation = kioskMode?.exitLocation || DEFAULT_EXIT_LOCATION;

  /** The management logout goes back to the manager's sign-in for the same patron. */
  const endActing = useCallback(
    (patronId: string) =>
      endSession('impersonation-ended', {
        destination: managerSignInPath(patronId),
        navigate: (to) => navigate(to, { replace: true }),
      }),
    [navigate],
  );

  /** docs/product.md#sign-in: while impersonating, every logout is the management logout. */
  const signOut = useCallback(
    (to?: string) => (acting ? endActing(acting.patronId) : logout(to)),
    [acting, endActing, logout],
  );

  /** docs/product.md#kiosk-lobby: in kiosk mode 'back' leaves to the exit location instead of logging out. */
  const leave = useCallback(() => {
    if (isAbsoluteHttpUrl(exitLocation)) window.location.assign(exitLocation);
    else void navigate(exitLocation);
  }, [exitLocation, navigate]);

  return {
    kioskLike,
    /**
     * docs/product.md#constants via KioskMode metadata: 30 s in kiosk and tablet modes, 900 s on the portal.
     */
    idleSeconds: kioskLike
      ? (kioskMode?.logoutIdleTimeKiosk ?? IDLE_LOGOUT_KIOSK_S)
      : (kioskMode?.logoutIdleTimePlayerPortal ?? IDLE_LOGOUT_PORTAL_S),
    /**
     * docs/design.md#web-app via KioskMode metadata: the spec's 10 s unless a property gives more (WCAG
     * 2.2.1).
     */
    countdownSeconds: kioskLike
      ? (kioskMode?.kioskCountdownSeconds ?? KIOSK_COUNTDOWN_S)
      : (kioskMode?.logoutAlertCountdownSeconds ?? LOGOUT_ALERT_COUNTDOWN_S),
    /**
     * A kiosk's logout, like its idle exit, goes back to the kiosk's start: the lobby
     * (docs/design.md#web-app).
     */
    signOut: () => signOut(kioskLike ? exitLocation : undefined),
    exitKiosk: () => signOut(exitLocation),
    leave,
    endActing,
  };
}
