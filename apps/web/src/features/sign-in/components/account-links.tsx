import { ACCOUNT_PAGES } from '@patron/contracts';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import './account-links.css';

/** The ways from the sign-in screen to join, or back in without calling the casino. */
export function AccountLinks() {
  const { t } = useTranslation();
  return (
    <nav className="account-links" aria-label={t('account.links.label')}>
      <Link to={ACCOUNT_PAGES.forgotPassword}>{t('account.links.forgotPassword')}</Link>
      <Link to={ACCOUNT_PAGES.forgotUsername}>{t('account.links.forgotUsername')}</Link>
      <Link className="button button--block" to={ACCOUNT_PAGES.signUp}>
        {t('account.links.createAccount')}
      </Link>
    </nav>
  );
}
