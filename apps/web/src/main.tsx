import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { scheduleAnalytics } from './shared/analytics/schedule-analytics';
import { initI18n } from './shared/i18n/i18n';
import { readPseudoLocale, resolveLanguage } from './shared/i18n/language';
import { getSettings } from './shared/settings/settings-store';
import './shared/theme/tokens.css';
import './app/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void initI18n(resolveLanguage(getSettings().language, readPseudoLocale())).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  scheduleAnalytics();
});
