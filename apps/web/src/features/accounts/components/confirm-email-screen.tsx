import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { LoadingScreen } from '../../../shared/ui/loading/loading-screen';
import { confirmEmail } from '../api/confirm-email';
import { AccountNotice, AccountPage, FormAlert } from './account-page';
import { linkParams } from './link-params';
import { useLinkAction } from './use-link-action';
import { paths } from '../../../shared/config/paths';

/** The page the confirmation e-mail opens: POST confirmEmail {hash, token} once. */
export function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = linkParams(search, ['hash', 'token'] as const);
  const state = useLinkAction(params ? () => confirmEmail(params) : null);

  return (
    <AccountPage
      headingId="confirm-email-heading"
      heading={t('account.confirmEmail.heading')}
      backToSignIn={state.status === 'failed'}
    >
      {state.status === 'pending' ? <LoadingScreen stage="waitPlease" inline /> : null}
      {state.status === 'done' ? (
        <AccountNotice title={t('account.confirmEmail.doneTitle')}>
          <p>{t('account.confirmEmail.done')}</p>
          <Link className="button button--primary button--block" to={paths.signIn.getHref()} replace>
            {t('account.signInNow')}
          </Link>
        </AccountNotice>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <FormAlert messages={state.messages} />
          <p>{t('account.confirmEmail.failedHelp')}</p>
        </>
      ) : null}
    </AccountPage>
  );
}
