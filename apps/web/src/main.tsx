import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { homeModule } from './app/routes/home-routes';
import { loadEntryModules } from './app/routes/routes';
import { bootstrapMetadataResource, clientAccountResource } from './features/metadata/api/get-metadata';
import { seedInlineMetadata } from './features/metadata/api/inline-metadata';
import { startUpdates } from './features/update/api/register-updates';
import { scheduleAnalytics } from './shared/analytics/schedule-analytics';
import { prepareFormats } from './shared/i18n/format';
import { isLoggedIn } from './shared/session/session-store';
import { dashboardProfile, language, translationsReady } from './boot';
import './shared/theme/tokens.css';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

startUpdates();

// First load: the bootstrap metadata comes with the page when the server could write it in
// (features/metadata/api/inline-metadata.ts, shared/boot/inline-data.ts; the strings too, read by
// boot.ts); what did not come loads in parallel with the entry route's code.
seedInlineMetadata();
void clientAccountResource.load();
void bootstrapMetadataResource.load();
const entryModules = loadEntryModules(isLoggedIn(), window.location.pathname);

prepareDashboard();

// The first render waits for the strings and the entry route's chunks, all on their way at once.
void Promise.all([translationsReady.catch(() => undefined), entryModules]).then(([, entry]) => {
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser between them: the first screen's render
  // (router, layout, dashboard) no longer holds the main thread in one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App entry={entry} />
      </StrictMode>,
    );
  });
  scheduleAnalytics();
});

/**
 * First load: the dashboard's profile, asked for by boot.ts, goes to the query client when the home
 * chunk is in. A language other than en-US has its number and date formats built while the page
 * waits for the network (en-US is formatted without Intl: shared/i18n/en-us-format.ts).
 */
function prepareDashboard(): void {
  const answer = dashboardProfile;
  if (!answer) return;
  setTimeout(() => {
    try {
      prepareFormats(language);
    } catch {
      // A language Intl does not know fails where the dashboard formats, as it always did.
    }
  }, 0);
  void homeModule()
    .then(({ profileFrom, profileQueryOptions, queryClient }) =>
      queryClient.prefetchQuery({ ...profileQueryOptions(), queryFn: () => profileFrom(answer) }),
    )
    .catch(() => undefined);
}
