import { useEffect } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../shared/brand/brand-context';
import { configureHttp } from '../../shared/http/http';
import { clearResponseCache } from '../../shared/query/query-client';
import { announce, clearSession, getCurrentUser, isLoggedIn } from '../../shared/session/session-store';
import { refreshSession } from '../../shared/session/token-api';
import { toast } from '../../shared/ui/toast/toast-store';
import { mergeHandles } from '../route-handle';
import { sessionExpiryDestination } from './session-expiry';

/** The root of every route: wires the session expiry to this router and keeps the tab title. */
export function RootRoute() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { loginPath, clientAccount } = useBrand();
  const { title } = mergeHandles(useMatches());

  useEffect(() => {
    configureHttp({
      refreshAccessToken: refreshSession,
      onRefreshFailed: () => {
        if (!isLoggedIn()) return;
        const destination = sessionExpiryDestination(loginPath, getCurrentUser()?.access_token);
        clearSession();
        clearResponseCache();
        announce('logout');
        toast.info(t('toast.sessionEnded', { defaultValue: 'Your Session Ended' }));
        if (/^https?:\/\//i.test(destination)) window.location.assign(destination);
        else void navigate(destination, { replace: true });
      },
    });
  }, [loginPath, navigate, t]);

  useEffect(() => {
    const name = clientAccount.account.name;
    document.title = title ? `${t(title)} · ${name}` : name;
  }, [title, t, clientAccount.account.name]);

  return <Outlet />;
}
