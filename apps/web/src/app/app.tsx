import { useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BootstrapGate } from '../features/bootstrap/components/bootstrap-gate';
import { UpdatePrompt } from '../features/update/components/update-prompt';
import { useBrand } from '../shared/brand/brand-context';
import { ToastRegion } from '../shared/ui/toast/toast-region';
import { discoverLayoutRoutes } from './routes/layout-discovery';
import { createRoutes } from './routes/routes';
import { SettingsSync } from './theme/settings-sync';

function AppRouter() {
  const { ssoProviders } = useBrand();
  const idps = ssoProviders.map((provider) => provider.type.toLowerCase()).join(',');
  // The '{idp}-token' routes come from SsoProviders, so the router is built after bootstrap.
  const router = useMemo(
    () =>
      createBrowserRouter(createRoutes(idps ? idps.split(',') : []), {
        patchRoutesOnNavigation: discoverLayoutRoutes,
      }),
    [idps],
  );
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <>
      <ToastRegion />
      <UpdatePrompt />
      <BootstrapGate>
        <SettingsSync />
        <AppRouter />
      </BootstrapGate>
    </>
  );
}
