import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { homeModule, isDashboardPath } from './app/routes/home-routes';
import { preloadEntryRoutes } from './app/routes/routes';
import { bootstrapMetadataResource, clientAccountResource } from './features/bootstrap/api/get-metadata';
import { seedInlineMetadata } from './features/bootstrap/api/inline-metadata';
import { startUpdates } from './features/update/api/register-updates';
import { scheduleAnalytics } from './shared/analytics/schedule-analytics';
import { prepareFormats } from './shared/i18n/format';
import { http } from './shared/http/http';
import { paths } from './shared/http/paths';
import { initI18n } from './shared/i18n/i18n';
import { readPseudoLocale, resolveLanguage } from './shared/i18n/language';
import { accessTokenSecondsLeft } from './shared/session/access-token-expiry';
import { getCurrentUser, isLoggedIn } from './shared/session/session-store';
import { getSettings } from './shared/settings/settings-store';
import './shared/theme/tokens.css';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

startUpdates();

// Issue 10: the bootstrap metadata and the default language's strings come with the page when the
// server could write them in (features/bootstrap/api/inline-metadata.ts, shared/boot/inline-data.ts);
// what did not come loads in parallel with the entry route's code.
seedInlineMetadata();
void clientAccountResource.load();
void bootstrapMetadataResource.load();
preloadEntryRoutes(isLoggedIn());

const language = resolveLanguage(getSettings().language, readPseudoLocale());
const translationsReady = initI18n(language);
prepareDashboard();

void translationsReady.finally(() => {
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser between them: the first screen's render
  // (router, layout, dashboard) no longer holds the main thread in one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  scheduleAnalytics();
});

/**
 * Issue 10: the dashboard's heading waits for the profile, which is asked for at once: its Locale
 * header is the language initI18n has just set (before that language's strings are in), the one the
 * dashboard's own request would carry. The answer goes to the query client when the home chunk is
 * in. A language other than en-US has its number and date formats built while the page waits for
 * the network (en-US is formatted without Intl: shared/i18n/en-us-format.ts).
 */
function prepareDashboard(): void {
  if (!isLoggedIn() || !isDashboardPath(window.location.pathname)) return;
  // The token refresh is wired once the router runs: an expired token is left to the dashboard.
  if (accessTokenSecondsLeft(getCurrentUser()?.access_token) < 30) return;
  // No toast from this request: a failure leaves the dashboard's own request, made when it mounts,
  // to report it once.
  const answer = http.request(paths.profile, { suppressErrors: true });
  answer.catch(() => undefined);
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
