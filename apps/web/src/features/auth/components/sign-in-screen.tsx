import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { SignInForm } from './sign-in-form';

interface SignInScreenProps {
  headingKey?: string;
}

export function SignInScreen({ headingKey }: SignInScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const cardNumber =
    state && typeof state === 'object' && 'cardNumber' in state && typeof state.cardNumber === 'string'
      ? state.cardNumber
      : undefined;

  return (
    <section className="session-card" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{t(headingKey ?? 'signIn.heading')}</h1>
      <p className="muted">{t('signIn.intro')}</p>
      {cardNumber ? <p>{t('signIn.card', { cardNumber })}</p> : null}
      <SignInForm onSignedIn={() => navigate('/', { replace: true })} />
    </section>
  );
}
