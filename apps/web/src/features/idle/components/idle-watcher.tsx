import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useIdleTimer } from '../hooks/use-idle-timer';
import { CountdownDialog } from './countdown-dialog';

interface IdleWatcherProps {
  idleSeconds: number;
  /** Seconds the modal counts down before leaving: KioskMode metadata or the spec's 10 s. */
  countdownSeconds: number;
  /** Kiosk and tablet modes ask "Do you need more time?" and leave to the kiosk home. */
  kiosk: boolean;
  gameMessages: boolean;
  onLogout: () => Promise<unknown>;
  onExit: () => Promise<unknown>;
}

/** docs/product.md#sign-in idle (player portal) and kiosk countdown. */
export function IdleWatcher(props: IdleWatcherProps) {
  const { idleSeconds, countdownSeconds, kiosk, gameMessages, onLogout, onExit } = props;
  const { t } = useTranslation();
  const [prompt, setPrompt] = useState<'open' | 'leaving' | null>(null);
  useIdleTimer({
    timeoutMs: idleSeconds * 1000,
    enabled: prompt === null,
    gameMessages,
    onIdle: () => setPrompt('open'),
  });

  if (prompt !== 'open') return null;

  const stay = () => setPrompt(null);
  const leave = () => {
    setPrompt('leaving');
    if (kiosk) {
      void onExit();
      return;
    }
    void onLogout().then(() => toast.info(t('toast.sessionEnded', { defaultValue: 'Your Session Ended' })));
  };

  return kiosk ? (
    <CountdownDialog
      title={t('idle.kioskTitle')}
      message={(seconds) => t('idle.kioskCountdown', { seconds })}
      from={countdownSeconds}
      stayLabel={t('idle.yes')}
      leaveLabel={t('idle.no')}
      onStay={stay}
      onLeave={leave}
      // docs/design.md#web-app: at a kiosk, a tap on the prominent answer never ends the session.
      stayProminent
    />
  ) : (
    <CountdownDialog
      title={t('idle.title')}
      message={(seconds) => t('idle.countdown', { seconds })}
      from={countdownSeconds}
      stayLabel={t('idle.stay')}
      leaveLabel={t('idle.logout')}
      onStay={stay}
      onLeave={leave}
    />
  );
}
