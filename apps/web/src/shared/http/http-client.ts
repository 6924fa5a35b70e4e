import { HttpError, errorMessages } from './http-error';
import { createTokenRefresher } from './token-refresher';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: Record<string, string | undefined>;
  /** The caller shows its own errors (docs/product.md#errors: "unless the call suppresses it"). */
  suppressErrors?: boolean;
  /** No Authorization header and no 401 refresh: used by the oauth calls themselves. */
  anonymous?: boolean;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of redeem and swap. */
  headers?: Record<string, string>;
  /** 'blob' answers binary content such as the reward QR image. */
  responseType?: 'json' | 'blob';
  /**
   * fetch() in the caller's task, without HttpClientDeps.beforeFetch: for the requests the first
   * screen waits for, made before anything renders (boot.ts, the bootstrap metadata).
   */
  immediate?: boolean;
}

export interface HttpClientDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getAccessToken: () => string | null;
  getLocale: () => string;
  getTarget: () => string | null;
  /** Exchanges the refresh token; resolves the new access token or null, rejects on HTTP failure. */
  refreshAccessToken: () => Promise<string | null>;
  onRefreshFailed: () => void;
  showError: (message: string) => void;
  /** What each request waits for before its fetch() (yieldMainThread); undefined: nothing. */
  beforeFetch?: () => Promise<void> | undefined;
}

export function commonHeaders(deps: Pick<HttpClientDeps, 'getLocale' | 'getTarget'>): Record<string, string> {
  const headers: Record<string, string> = { Locale: deps.getLocale() };
  const target = deps.getTarget();
  if (target) headers['X-Target'] = target;
  return headers;
}

export function createHttpClient(deps: HttpClientDeps) {
  const refresher = createTokenRefresher(deps.refreshAccessToken);

  const send = (url: string, options: RequestOptions, token: string | null) => {
    const headers: Record<string, string> = {
      Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
      ...commonHeaders(deps),
      ...options.headers,
    };
    let body: string | undefined;
    if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      const entries = Object.entries(options.form).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      );
      body = new URLSearchParams(entries).toString();
    } else if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    if (token && !options.anonymous) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method: options.method ?? 'GET', headers, body, signal: options.signal };
    const before = options.immediate ? undefined : deps.beforeFetch?.();
    return before ? before.then(() => deps.fetch(url, init)) : deps.fetch(url, init);
  };

  /**
   * docs/product.md#sign-in: only an HTTP failure of the refresh signs out, and only the request that started
   * the refresh does it; a network failure (offline) is rethrown and keeps the session.
   */
  const refreshOrSignOut = async (sentToken: string): Promise<string | null> => {
    const started = refresher.pending() === null;
    let token: string | null;
    try {
      token = await refresher.refresh();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      token = null;
    }
    // A logout or impersonation that finished meanwhile already decided the session.
    if (!token && started && deps.getAccessToken() === sentToken) deps.onRefreshFailed();
    return token;
  };

  async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
    const waiting = options.anonymous ? null : refresher.pending();
    if (waiting) await waiting.catch(() => null);
    const sentToken = deps.getAccessToken();
    let response = await send(url, options, sentToken);
    if (response.status === 401 && !options.anonymous && sentToken) {
      const current = deps.getAccessToken();
      // A refresh (or sign-out) that finished while this request was in flight already decided.
      const token = current === sentToken ? await refreshOrSignOut(sentToken) : current;
      if (!token) throw new HttpError(401, await readBody(response));
      response = await send(url, options, token);
    }
    if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
    const body = await readBody(response);
    if (!response.ok) {
      if (!options.suppressErrors && response.status !== 401) {
        for (const message of errorMessages(body)) deps.showError(message);
      }
      throw new HttpError(response.status, body);
    }
    return body as T;
  }

  return { request, refresher };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
