import { MENU_HIDE_DELAY_MS, type Layout } from '@patron/contracts';
import { useEffect, useRef, type RefObject } from 'react';
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
  /** The menu toggle: closing hides the nav, so focus inside it goes back there. */
  returnFocus: RefObject<HTMLElement | null>;
}

export function AppMenu({ layout, open, links, onClose, onLogout, returnFocus }: AppMenuProps) {
  const { t } = useTranslation();
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  const wasOpen = useRef(false);
  useEffect(() => {
    const nav = navRef.current;
    if (open) nav?.querySelector<HTMLElement>('a, button')?.focus();
    else if (wasOpen.current) {
      // WCAG 2.4.3: hiding the nav drops focus held inside it (browsers move it to body): back to the toggle.
      const active = document.activeElement;
      if (!active || active === document.body || nav?.contains(active)) returnFocus.current?.focus();
    }
    wasOpen.current = open;
  }, [open, returnFocus]);

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
          if (event.key !== 'Escape') return;
          returnFocus.current?.focus();
          onClose();
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
