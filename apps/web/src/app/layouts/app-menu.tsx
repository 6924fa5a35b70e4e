import { MENU_HIDE_DELAY_MS, type Layout } from '@patron/contracts';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { NavLink } from 'react-router';
import type { ExternalMenuLink, MenuLink } from './menu-links';
import './app-menu.css';

interface AppMenuProps {
  layout: Layout;
  open: boolean;
  links: readonly MenuLink[];
  /** docs/product.md#screens-and-routes: pages of the property outside the portal; they open in a new tab. */
  externalLinks?: readonly ExternalMenuLink[];
  onClose: () => void;
  onLogout: () => void;
  /** The menu toggle: closing hides the nav, so focus inside it goes back there. */
  returnFocus: RefObject<HTMLElement | null>;
}

export function AppMenu(props: AppMenuProps) {
  const { layout, open, links, externalLinks = [], onClose, onLogout, returnFocus } = props;
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

  // docs/product.md#screens-and-routes: the menu closes on navigation, 200 ms after a link click.
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
              <NavLink to={link.to} end={link.end} className="menu__link" onClick={closeSoon}>
                {link.label}
              </NavLink>
              {link.children ? (
                <ul className="menu__sublist">
                  {link.children.map((child) => (
                    <li key={child.to}>
                      <NavLink to={child.to} className="menu__link menu__link--child" onClick={closeSoon}>
                        {child.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
          <li>
            <button type="button" className="menu__link menu__logout" onClick={onLogout}>
              {t('menu.logout')}
            </button>
          </li>
        </ul>
        {externalLinks.length > 0 ? (
          <ul className="menu__list menu__external">
            {externalLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="menu__link"
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={closeSoon}
                >
                  {link.label}
                  <span className="visually-hidden"> {t('loyalty.menu.newTab')}</span>
                  <span className="menu__external-icon" aria-hidden="true">
                    ↗
                  </span>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </>
  );
}
