import type { Layout } from '@patron/contracts';
import type { RefObject } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useNavigate } from 'react-router';
import { useBrand } from '../../shared/brand/brand-context';
import { useActiveTheme } from '../theme/use-active-theme';
import './app-header.css';

interface AppHeaderProps {
  layout: Layout;
  title: string;
  allowBack: boolean;
  backTo: string | undefined;
  profilePath: string;
  menuOpen: boolean;
  menuToggleRef: RefObject<HTMLButtonElement | null>;
  onToggleMenu: () => void;
  /** Absent where the layout shows its own logout (condensed in tablet mode: a floating button). */
  onLogout?: () => void;
  /**
   * Kiosk and tablet modes: 'back' on a top-level screen leaves to the exit location
   * (docs/product.md#kiosk-lobby).
   */
  onExit?: () => void;
}

export function AppHeader(props: AppHeaderProps) {
  const {
    layout,
    title,
    allowBack,
    backTo,
    profilePath,
    menuOpen,
    menuToggleRef,
    onToggleMenu,
    onLogout,
    onExit,
  } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clientAccount, branding } = useBrand();
  const theme = useActiveTheme();
  const settings = branding?.themes[theme].settings;
  const name = clientAccount.account.name;
  const logoSrc = settings?.logo ?? clientAccount.account.clientLogoUrl;
  const logo = <img className="header__logo" src={logoSrc} alt={t('header.logoAlt', { name })} />;

  let start;
  if (allowBack || onExit) {
    const back = () => {
      if (allowBack) void (backTo ? navigate(backTo) : navigate(-1));
      else onExit?.();
    };
    start = (
      <>
        <button type="button" className="icon-button" aria-label={t('header.back')} onClick={back}>
          <span aria-hidden="true">‹</span>
        </button>
        <span className="header__title">{title}</span>
      </>
    );
  } else if (layout === 'condensed') {
    start = (
      <Link to={profilePath} className="header__logo-link">
        {logo}
      </Link>
    );
  } else {
    start = (
      <>
        {layout === 'lucid' ? logo : null}
        <span className="header__title">{title}</span>
      </>
    );
  }

  return (
    <>
      <header className="header">
        <button
          ref={menuToggleRef}
          type="button"
          className="icon-button header__toggle"
          aria-expanded={menuOpen}
          aria-controls="app-menu"
          onClick={onToggleMenu}
        >
          <span className="hamburger" aria-hidden="true" />
          <span className="visually-hidden">{t('menu.toggle')}</span>
        </button>
        <div className="header__start">{start}</div>
        {onLogout ? (
          <button type="button" className="button header__logout" onClick={onLogout}>
            {t('header.logout')}
          </button>
        ) : null}
      </header>
      {layout === 'mobile' && settings ? (
        <img className="header__strip" src={settings.banner} alt={t('header.bannerAlt', { name })} />
      ) : null}
      {layout === 'lucid' && settings ? (
        <img className="hero-banner" src={settings.banner} alt={t('header.bannerAlt', { name })} />
      ) : null}
    </>
  );
}
