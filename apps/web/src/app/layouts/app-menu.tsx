import { MENU_HIDE_DELAY_MS, type Layout } from '@patron/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

interface MenuLink {
  to: string;
  label: string;
}

interface AppMenuProps {
  layout: Layout;
  open: boolean;
  links: readonly MenuLink[];
  onClose: () => void;
  onLogout: () => void;
}

export function AppMenu({ layout, open, links, onClose, onLogout }: AppMenuProps) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) navRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  // Spec §2: the menu closes on navigation, 200 ms after a link click.
  const closeSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(onClose, MENU_HIDE_DELAY_MS);
  };

  return (
    <>
      {open ? <div className="menu-backdrop" onClick={onClose} aria-hidden="true" /> : null}
      <nav
        ref={navRef}
        id="app-menu"
        className={`menu menu--${layout}${open ? ' menu--open' : ''}`}
        aria-label={t('menu.label')}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <ul className="menu__list">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className="menu__link" onClick={closeSoon}>
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button type="button" className="menu__link menu__logout" onClick={onLogout}>
              {t('menu.logout')}
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
