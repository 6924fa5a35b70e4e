import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context';
import { grants } from '../api/grant-sign-in';
import { AccountLinks } from './account-links';
import { CardPinForm } from './card-pin-form';
import { readLocationValue } from './location-values';
import { ProviderButtons } from './provider-buttons';
import { SignInForm } from './sign-in-form';
import { SignInTabs } from './sign-in-tabs';
import { SigningInStatus } from './signing-in-status';
import { useAutoSignIn } from './use-auto-sign-in';
import { paths } from '../../../shared/config/paths';

interface SignInScreenProps {
  headingKey?: string;
}

type Method = 'password' | 'card';

export function SignInScreen({ headingKey }: SignInScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ssoProviders } = useBrand();
  const { state, search } = useLocation();
  const cardNumber = readLocationValue(state, '', 'cardNumber');
  const rtoken = readLocationValue(state, search, 'rtoken');
  const [method, setMethod] = useState<Method>(cardNumber ? 'card' : 'password');
  const onSignedIn = () => navigate(paths.root.getHref(), { replace: true });
  const remote = useAutoSignIn(rtoken ? grants.remoteToken(rtoken) : null, onSignedIn);

  if (remote === 'pending') return <SigningInStatus />;

  return (
    <section className="session-card" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">{t(headingKey ?? 'signIn.heading')}</h1>
      <p className="muted">{t('signIn.intro')}</p>
      <SignInTabs
        label={t('signInPaths.methods')}
        selected={method}
        onSelect={setMethod}
        tabs={[
          {
            id: 'password',
            label: t('signInPaths.passwordTab'),
            panel: <SignInForm onSignedIn={onSignedIn} />,
          },
          {
            id: 'card',
            label: t('signInPaths.cardTab'),
            panel: <CardPinForm initialCardNumber={cardNumber} onSignedIn={onSignedIn} />,
          },
        ]}
      />
      <ProviderButtons providers={ssoProviders} divider />
      <AccountLinks />
    </section>
  );
}
