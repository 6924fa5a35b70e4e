import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadEntryRoutes } from './app/routes/routes';
import { bootstrapMetadataResource, clientAccountResource } from './features/bootstrap/api/get-metadata';
import { startUpdates } from './features/update/api/register-updates';
import { scheduleAnalytics } from './shared/analytics/schedule-analytics';
import { initI18n } from './shared/i18n/i18n';
import { readPseudoLocale, resolveLanguage } from './shared/i18n/language';
import { isLoggedIn } from './shared/session/session-store';
import { getSettings } from './shared/settings/settings-store';
import './shared/theme/tokens.css';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

startUpdates();

// Issue 10: the translations, the bootstrap metadata and the entry route's code load in parallel.
void clientAccountResource.load();
void bootstrapMetadataResource.load();
preloadEntryRoutes(isLoggedIn());

void initI18n(resolveLanguage(getSettings().language, readPseudoLocale())).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  scheduleAnalytics();
});
