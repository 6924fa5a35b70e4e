import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate } from 'react-router';
import { VirtualKeyboard } from '../../../shared/ui/virtual-keyboard/virtual-keyboard';
import { CardPinForm } from './card-pin-form';
import { paths } from '../../../shared/config/paths';

interface KioskSignInScreenProps {
  cardNumber?: string;
  /** Back to the kiosk's start screen (its lobby or the host system): nothing typed stays behind. */
  onBack?: () => void;
}

/**
 * The kiosk session module's screen: card and PIN by touch, with the on-screen keyboard
 * (docs/design.md#web-app).
 */
export function KioskSignInScreen({ cardNumber, onBack }: KioskSignInScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="session-card kiosk-card" aria-labelledby="kiosk-sign-in-heading">
      <h1 id="kiosk-sign-in-heading">{t('signIn.heading')}</h1>
      <p className="muted">{t('signInPaths.kioskIntro')}</p>
      <CardPinForm
        initialCardNumber={cardNumber}
        keyboard={VirtualKeyboard}
        onSignedIn={() => navigate(paths.root.getHref(), { replace: true })}
      />
      {onBack ? (
        <button type="button" className="button button--block kiosk-card__back" onClick={onBack}>
          {t('lobby.backToStart')}
        </button>
      ) : null}
    </section>
  );
}
