import { isDashboardPath } from './app/routes/dashboard-path';
import { http } from './shared/http/http';
import { paths } from './shared/http/paths';
import { initI18n } from './shared/i18n/i18n';
import { readPseudoLocale, resolveLanguage } from './shared/i18n/language';
import { accessTokenSecondsLeft } from './shared/session/access-token-expiry';
import { getCurrentUser, isLoggedIn } from './shared/session/session-store';
import { getSettings } from './shared/settings/settings-store';

/**
 * First load: what the first screen waits for that needs no React. index.html runs this chunk on its
 * own (an async module script, build/boot-script.ts) as soon as its chunk (app-core) is in, not
 * after the entry's 90 KB; main.tsx imports it too, and a module runs once.
 */
export const language = resolveLanguage(getSettings().language, readPseudoLocale());

/** The language's strings: inline in the page, or on their way. */
export const translationsReady = initI18n(language);

/**
 * A signed-in dashboard's profile answer (its heading waits for it), asked for at once: its Locale
 * header is the language just set, the one the dashboard's own request would carry. main.tsx hands
 * it to the query client with the home's chunk. Undefined where the dashboard will ask itself.
 */
export const dashboardProfile = requestDashboardProfile();

function requestDashboardProfile(): Promise<unknown> | undefined {
  if (!isLoggedIn() || !isDashboardPath(window.location.pathname)) return undefined;
  // The token refresh is wired once the router runs: an expired token is left to the dashboard.
  if (accessTokenSecondsLeft(getCurrentUser()?.access_token) < 30) return undefined;
  // No toast from this request: a failure leaves the dashboard's own request, made when it mounts,
  // to report it once.
  const answer = http.request(paths.profile, { suppressErrors: true, immediate: true });
  answer.catch(() => undefined);
  return answer;
}
