import { ACCOUNT_PAGES } from '@patron/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { AccountNotice, AccountPage, FormAlert } from './account-page';
import { linkParams } from './link-params';
import { NewPasswordForm } from './new-password-form';
import { paths } from '../../../shared/config/paths';

/** The page the reset e-mail opens: a new password for the link's {hash, token} (30 min, once). */
export function NewPasswordScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = linkParams(search, ['hash', 'token'] as const);
  const [done, setDone] = useState(false);

  let content;
  if (!params) {
    content = (
      <>
        <FormAlert messages={[t('account.link.invalid')]} />
        <p>
          <Link to={ACCOUNT_PAGES.forgotPassword}>{t('account.newPassword.again')}</Link>
        </p>
      </>
    );
  } else if (done) {
    content = (
      <AccountNotice title={t('account.newPassword.doneTitle')}>
        <p>{t('account.newPassword.done')}</p>
        <Link className="button button--primary button--block" to={paths.signIn.getHref()} replace>
          {t('account.signInNow')}
        </Link>
      </AccountNotice>
    );
  } else {
    content = <NewPasswordForm hash={params.hash} token={params.token} onDone={() => setDone(true)} />;
  }

  return (
    <AccountPage
      headingId="new-password-heading"
      heading={t('account.newPassword.heading')}
      intro={params && !done ? t('account.newPassword.intro') : undefined}
      backToSignIn={!done}
    >
      {content}
    </AccountPage>
  );
}
