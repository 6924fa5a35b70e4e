import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadingScreen } from '../../../shared/ui/loading/loading-screen';
import { useSignUpMetadata } from '../api/account-metadata';
import { AccountNotice, AccountPage } from './account-page';
import { SignUpForm } from './sign-up-form';

/** "Create account" from the sign-in screen: the form, then "check your e-mail". */
export function SignUpScreen() {
  const { t } = useTranslation();
  const metadata = useSignUpMetadata();
  const [sentTo, setSentTo] = useState<string | null>(null);

  let content;
  if (sentTo !== null) {
    content = (
      <AccountNotice title={t('account.signUp.doneTitle')}>
        <p>{t('account.signUp.done', { email: sentTo })}</p>
      </AccountNotice>
    );
  } else if (metadata.isPending) {
    content = <LoadingScreen stage="resolvingMetadata" inline />;
  } else if (metadata.isError) {
    content = <p role="alert">{t('account.loadFailed')}</p>;
  } else if (!metadata.data.enabled || metadata.data.fields.length === 0) {
    content = <p>{t('account.signUp.unavailable')}</p>;
  } else {
    content = <SignUpForm metadata={metadata.data} onSignedUp={setSentTo} />;
  }

  return (
    <AccountPage
      headingId="sign-up-heading"
      heading={t('account.signUp.heading')}
      intro={sentTo === null ? t('account.signUp.intro') : undefined}
    >
      {content}
    </AccountPage>
  );
}
