import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './account-links.css';

/** Issue 9: the ways from the sign-in screen to join, or back in without calling the casino. */
export function AccountLinks() {
  const { t } = useTranslation();
  return (
    <nav className="account-links" aria-label={t('account.links.label')}>
      <Link to="/session/forgot-password">{t('account.links.forgotPassword')}</Link>
      <Link to="/session/forgot-username">{t('account.links.forgotUsername')}</Link>
      <Link className="button button--block" to="/session/sign-up">
        {t('account.links.createAccount')}
      </Link>
    </nav>
  );
}
