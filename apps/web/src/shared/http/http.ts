import { STORAGE_KEYS } from '@patron/contracts';
import { i18n } from '../i18n/i18n';
import { readPseudoLocale } from '../i18n/language';
import { readItem } from '../storage/local-store';
import { getCurrentUser } from '../session/session-store';
import { toast } from '../ui/toast/toast-store';
import { createHttpClient } from './http-client';
import { yieldMainThread } from './yield-main-thread';

let refreshAccessToken: () => Promise<string | null> = async () => null;
let onRefreshFailed: () => void = () => {};

/** The app layer wires the session behaviour once; this keeps shared/http free of app imports. */
export function configureHttp(handlers: {
  refreshAccessToken: () => Promise<string | null>;
  onRefreshFailed: () => void;
}): void {
  refreshAccessToken = handlers.refreshAccessToken;
  onRefreshFailed = handlers.onRefreshFailed;
}

export const http = createHttpClient({
  fetch: (input, init) => fetch(input, init),
  getAccessToken: () => getCurrentUser()?.access_token ?? null,
  getLocale: () => readPseudoLocale() ?? i18n.language ?? 'en-US',
  getTarget: () => readItem(STORAGE_KEYS.xTarget),
  refreshAccessToken: () => refreshAccessToken(),
  onRefreshFailed: () => onRefreshFailed(),
  showError: (message) => toast.error(message),
  beforeFetch: yieldMainThread,
});
