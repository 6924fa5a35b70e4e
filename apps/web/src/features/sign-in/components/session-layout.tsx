import { Outlet } from 'react-router';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LanguagePicker } from './language-picker';
import './session.css';

interface SessionLayoutProps {
  showLanguagePicker?: boolean;
}

/**
 * The frame of the session screens (docs/product.md#screens-and-routes: session and dummy-login show a
 * language selector).
 */
export function SessionLayout({ showLanguagePicker = true }: SessionLayoutProps) {
  const { t } = useTranslation();
  const { clientAccount, branding } = useBrand();
  const theme = branding?.themes[branding.themes.default];
  return (
    <div className="session">
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <header className="session__header">
        {theme ? (
          <img
            className="session__logo"
            src={theme.settings.logo}
            alt={t('header.logoAlt', { name: clientAccount.account.name })}
          />
        ) : (
          <span className="session__name">{clientAccount.account.name}</span>
        )}
      </header>
      <main id="main-content" className="session__main" tabIndex={-1}>
        <Outlet />
        {showLanguagePicker ? <LanguagePicker /> : null}
      </main>
    </div>
  );
}
