import type { Layout } from '@patron/contracts';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import {
  NavigationType,
  Outlet,
  useLocation,
  useMatches,
  useNavigation,
  useNavigationType,
} from 'react-router';
import { LogoutDialog } from '../../features/sign-in/components/logout-dialog';
import { IdleWatcher } from '../../features/idle/components/idle-watcher';
import { ImpersonationBanner } from '../../features/impersonation/components/impersonation-banner';
import { useBrand } from '../../shared/brand/brand-context';
import { LoadingScreen } from '../../shared/ui/loading/loading-screen';
import { mergeHandles, pagePathOf, withinPage } from '../route-handle';
import { AppHeader } from './app-header';
import { AppMenu } from './app-menu';
import { layoutBasePath } from './brand-layout';
import { externalMenuLinks, menuLinks } from './menu-links';
import { readModeFlags } from '../../shared/storage/local-store';
import { useSessionActions } from './use-session-actions';
import './layout-shell.css';
import './kiosk-touch.css';

interface LayoutShellProps {
  layout: Layout;
  kiosk: boolean;
}

/**
 * docs/product.md#screens-and-routes root layout: header, menu and a content area that fades between routes.
 */
export function LayoutShell({ layout, kiosk }: LayoutShellProps) {
  const { t } = useTranslation();
  const { brand, portalSettings } = useBrand();
  const location = useLocation();
  const navigation = useNavigation();
  const matches = useMatches();
  const handle = mergeHandles(matches);
  const pagePath = pagePathOf(matches) ?? location.pathname;
  const [menuOpen, setMenuOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  const menuToggleRef = useRef<HTMLButtonElement>(null);
  const navigationType = useNavigationType();
  const [entryKey] = useState(location.key);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && location.key !== entryKey) setNavigated(true);
  // docs/product.md#screens-and-routes: the outlet fades between the routes the player goes to. The shell's
  // first screen has no route to fade from, and a replace (a redirect, a dialog closing back to its page)
  // keeps the player where they were: they show as drawn (a page that starts at opacity 0 is one
  // the player cannot read yet, and its largest paint waits for the fade).
  const fade = navigated && navigationType !== NavigationType.Replace;
  const base = layoutBasePath({ layout, kiosk });
  const homePath = brand ? `${base}/home/${brand}` : `${base}/home`;
  const session = useSessionActions(layout, kiosk);
  // docs/product.md#screens-and-routes condensed layout: a floating logout button in tablet mode.
  const floatingLogout = layout === 'condensed' && readModeFlags().tabletMode;

  const openLogout = () => {
    setMenuOpen(false);
    setLogoutOpen(true);
  };

  return (
    <div className={`shell shell--${layout}${kiosk ? ' shell--kiosk' : ''}`}>
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <ImpersonationBanner onEnd={(patronId) => void session.endActing(patronId)} />
      <AppHeader
        layout={layout}
        title={handle.title ? t(handle.title) : ''}
        allowBack={Boolean(handle.allowBack)}
        backTo={handle.backTo?.replace(/^home(?=\/|$)/, homePath)}
        profilePath={`${base}/profile`}
        menuOpen={menuOpen}
        menuToggleRef={menuToggleRef}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        onLogout={floatingLogout ? undefined : openLogout}
        onExit={session.kioskLike ? session.leave : undefined}
      />
      <AppMenu
        layout={layout}
        open={menuOpen}
        links={menuLinks({ layout, base, brand, t })}
        // A kiosk or tablet never leaves the portal for another site.
        externalLinks={session.kioskLike ? [] : externalMenuLinks(layout, portalSettings, t)}
        onClose={() => setMenuOpen(false)}
        onLogout={openLogout}
        returnFocus={menuToggleRef}
      />
      <main
        id="main-content"
        className={`shell__main${handle.boxed ? ' shell__main--boxed' : ''}`}
        tabIndex={-1}
      >
        {navigation.state === 'loading' && !withinPage(navigation.location.pathname, pagePath) ? (
          <LoadingScreen stage="loadingData" inline />
        ) : (
          <ShellPage key={pagePath} fade={fade}>
            <Outlet />
          </ShellPage>
        )}
      </main>
      {floatingLogout ? (
        <button type="button" className="button button--primary floating-logout" onClick={openLogout}>
          {t('header.logout')}
        </button>
      ) : null}
      <LogoutDialog
        open={logoutOpen}
        onClose={() => setLogoutOpen(false)}
        onLogout={session.signOut}
        returnFocus={menuToggleRef}
      />
      <IdleWatcher
        idleSeconds={session.idleSeconds}
        countdownSeconds={session.countdownSeconds}
        kiosk={session.kioskLike}
        gameMessages={layout === 'mobile'}
        onLogout={session.signOut}
        onExit={session.exitKiosk}
      />
    </div>
  );
}

/** The page in the content area: whether it fades in is decided once, when it mounts. */
function ShellPage({ fade, children }: { fade: boolean; children: ReactNode }) {
  const [fadeIn] = useState(fade);
  return <div className={fadeIn ? 'shell__page shell__page--fade' : 'shell__page'}>{children}</div>;
}
