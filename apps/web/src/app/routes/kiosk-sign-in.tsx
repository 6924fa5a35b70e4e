import { IDLE_LOGOUT_KIOSK_S } from '@patron/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { KioskSignInScreen } from '../../features/sign-in/components/kiosk-sign-in-screen';
import { useIdleTimer } from '../../features/idle/hooks/use-idle-timer';
import { isAbsoluteHttpUrl, useBrand } from '../../shared/brand/brand-context';
import { DEFAULT_EXIT_LOCATION } from '../layouts/use-session-actions';

/**
 * The kiosk's card + PIN screen, with a way back to the kiosk's start (its lobby, or the exit
 * location of KioskMode metadata); a half-typed card number left idle goes back there by itself.
 */
export function KioskSignIn({ cardNumber }: { cardNumber?: string }) {
  const navigate = useNavigate();
  const { kioskMode } = useBrand();
  const exitLocation = kioskMode?.exitLocation || DEFAULT_EXIT_LOCATION;
  const back = useCallback(() => {
    if (isAbsoluteHttpUrl(exitLocation)) window.location.assign(exitLocation);
    else void navigate(exitLocation, { replace: true });
  }, [exitLocation, navigate]);
  useIdleTimer({
    timeoutMs: (kioskMode?.logoutIdleTimeKiosk ?? IDLE_LOGOUT_KIOSK_S) * 1000,
    enabled: true,
    gameMessages: false,
    onIdle: back,
  });
  return <KioskSignInScreen cardNumber={cardNumber} onBack={back} />;
}
