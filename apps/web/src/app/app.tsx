import { useMemo } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { BootstrapGate } from '../features/metadata/components/bootstrap-gate';
import { UpdatePrompt } from '../features/update/components/update-prompt';
import { useBrand } from '../shared/brand/brand-context';
import { ToastRegion } from '../shared/ui/toast/toast-region';
import { layoutDiscovery } from './routes/layout-discovery';
import { createRoutes, type EntryModules } from './routes/routes';
import { SettingsSync } from './theme/settings-sync';

function AppRouter({ entry }: { entry: EntryModules }) {
  const { ssoProviders } = useBrand();
  const idps = ssoProviders.map((provider) => provider.type.toLowerCase()).join(',');
  // The '{idp}-token' routes come from SsoProviders, so the router is built after bootstrap.
  const router = useMemo(() => {
    // The routes add a layout's screens through the router they are made for (ScreensOnDemand).
    const made: { router?: ReturnType<typeof createBrowserRouter> } = {};
    const routes = createRoutes(idps ? idps.split(',') : [], entry, (id, children) =>
      made.router?.patchRoutes(id, children),
    );
    made.router = createBrowserRouter(routes, { patchRoutesOnNavigation: layoutDiscovery(routes) });
    return made.router;
  }, [idps, entry]);
  return <RouterProvider router={router} />;
}

const NO_ENTRY_MODULES: EntryModules = {};

/** `entry`: the entry routes' chunks that were in before the first render (main.tsx). */
export function App({ entry = NO_ENTRY_MODULES }: { entry?: EntryModules }) {
  return (
    <>
      <ToastRegion />
      <UpdatePrompt />
      <BootstrapGate>
        <SettingsSync />
        <AppRouter entry={entry} />
      </BootstrapGate>
    </>
  );
}
