import { ACCOUNT_PAGES } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { LoadingScreen } from '../../../shared/ui/loading/loading-screen';
import { recoverUsername } from '../api/recover-username';
import { AccountNotice, AccountPage, FormAlert } from './account-page';
import { linkParams } from './link-params';
import { useLinkAction } from './use-link-action';
import { paths } from '../../../shared/config/paths';

/** The page the recovery message opens: POST recoveryPlayer?identifier=&token= once, shows the username. */
export function RecoverUsernameScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = linkParams(search, ['identifier', 'token'] as const);
  const state = useLinkAction(params ? () => recoverUsername(params) : null);

  return (
    <AccountPage
      headingId="recover-username-heading"
      heading={t('account.recoverUsername.heading')}
      backToSignIn={state.status === 'failed'}
    >
      {state.status === 'pending' ? <LoadingScreen stage="waitPlease" inline /> : null}
      {state.status === 'done' ? (
        <AccountNotice title={t('account.recoverUsername.doneTitle')}>
          <p>{t('account.recoverUsername.yourUsername')}</p>
          <p className="account-username">{state.value}</p>
          <Link className="button button--primary button--block" to={paths.signIn.getHref()} replace>
            {t('account.signInNow')}
          </Link>
        </AccountNotice>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <FormAlert messages={state.messages} />
          <p>
            <Link to={ACCOUNT_PAGES.forgotUsername}>{t('account.recoverUsername.again')}</Link>
          </p>
        </>
      ) : null}
    </AccountPage>
  );
}
