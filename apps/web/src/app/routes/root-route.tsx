import { useEffect } from 'react';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useBrand } from '../../shared/brand/brand-context';
import { configureHttp } from '../../shared/http/http';
import { refreshSession } from '../../shared/session/token-api';
import { mergeHandles } from '../route-handle';
import { LoadingScreen } from '../../shared/ui/loading/loading-screen';
import { endExpiredSession } from './session-expiry';

/** The root of every route: wires the session expiry to this router and keeps the tab title. */
export function RootRoute() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { loginPath, clientAccount } = useBrand();
  const { title } = mergeHandles(useMatches());

  useEffect(() => {
    configureHttp({
      refreshAccessToken: refreshSession,
      onRefreshFailed: () =>
        void endExpiredSession(
          loginPath,
          navigate,
          t('toast.sessionEnded', { defaultValue: 'Your Session Ended' }),
        ),
    });
  }, [loginPath, navigate, t]);

  useEffect(() => {
    const name = clientAccount.account.name;
    document.title = title ? `${t(title)} · ${name}` : name;
  }, [title, t, clientAccount.account.name]);

  return <Outlet />;
}

/** What the router shows while the first route's lazy code loads. */
export function RouteLoading() {
  return <LoadingScreen stage="loadingData" />;
}
