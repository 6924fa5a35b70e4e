import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardPinForm } from './card-pin-form';

interface KioskSignInScreenProps {
  cardNumber?: string;
}

/** The kiosk session module's screen: card and PIN by touch, with the on-screen keyboard (DESIGN §8). */
export function KioskSignInScreen({ cardNumber }: KioskSignInScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="session-card kiosk-card" aria-labelledby="kiosk-sign-in-heading">
      <h1 id="kiosk-sign-in-heading">{t('signIn.heading')}</h1>
      <p className="muted">{t('signInPaths.kioskIntro')}</p>
      <CardPinForm
        initialCardNumber={cardNumber}
        withKeyboard
        onSignedIn={() => navigate('/', { replace: true })}
      />
    </section>
  );
}
