import type http from 'node:http';
import { DEMO_IDENTITIES } from '../db/seed/identities';
import { DEV_PAGE_CSP, escapeHtml, page } from './oidc-dev-pages';
import type { FakeSocialProviderName, FakeSocialTokenInput } from './fake-social-provider';

/**
 * The providers' implicit-flow consent dialogs (Facebook /dialog/oauth, Google /o/oauth2/v2/auth):
 * a player consents as the demo user and goes back to redirect_uri with a token in the fragment.
 */

export const DEV_REDIRECT_HOSTS = ['localhost', '*.localhost'] as const;

export const DIALOG_PATHS: Record<FakeSocialProviderName, string> = {
  facebook: '/dialog/oauth',
  google: '/o/oauth2/v2/auth',
};

const LABELS: Record<FakeSocialProviderName, string> = { facebook: 'Facebook', google: 'Google' };
const TOKEN_SECONDS = 3600;

export type FakeSocialDialogOptions = {
  /** Host names redirect_uri may name; `*.example` matches any subdomain of example. */
  allowedRedirectHosts: readonly string[];
  issueToken(input: FakeSocialTokenInput): string;
};

type DialogRequest = { clientId: string; redirectUri: URL; state: string | undefined };

/** Answers a dialog request and returns true, or returns false when the path is not a dialog. */
export function handleSocialDialog(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  route: string,
  url: URL,
  options: FakeSocialDialogOptions,
): boolean {
  const provider = (Object.keys(DIALOG_PATHS) as FakeSocialProviderName[]).find(
    (name) => DIALOG_PATHS[name] === route,
  );
  if (!provider) return false;
  if (req.method === 'GET') {
    respond(res, provider, url.searchParams, options, (dialog) =>
      sendHtml(res, 200, consentPage(provider, url.pathname, dialog), dialog.redirectUri.origin),
    );
  } else if (req.method === 'POST') {
    void readForm(req).then((form) =>
      respond(res, provider, form, options, (dialog) =>
        redirect(
          res,
          dialog,
          form.get('decision') === 'allow' ? tokenFragment(provider, dialog, options) : denied(),
        ),
      ),
    );
  } else {
    sendHtml(res, 405, errorPage(provider, 'This page only answers GET and POST.'));
  }
  return true;
}

function respond(
  res: http.ServerResponse,
  provider: FakeSocialProviderName,
  params: URLSearchParams,
  options: FakeSocialDialogOptions,
  answer: (dialog: DialogRequest) => void,
): void {
  const dialog = parseDialogRequest(params, options.allowedRedirectHosts);
  if (typeof dialog === 'string') sendHtml(res, 400, errorPage(provider, dialog));
  else answer(dialog);
}

export function parseDialogRequest(
  params: URLSearchParams,
  allowedHosts: readonly string[],
): DialogRequest | string {
  const clientId = params.get('client_id');
  if (!clientId) return 'client_id is required.';
  if (params.get('response_type') !== 'token') return 'Only response_type=token is supported.';
  let redirectUri: URL;
  try {
    redirectUri = new URL(params.get('redirect_uri') ?? '');
  } catch {
    return 'redirect_uri must be an absolute URL.';
  }
  if (redirectUri.protocol !== 'http:' && redirectUri.protocol !== 'https:') {
    return 'redirect_uri must be an http or https URL.';
  }
  if (!hostAllowed(redirectUri.hostname, allowedHosts)) return 'redirect_uri is not on an allowed host.';
  return { clientId, redirectUri, state: params.get('state') ?? undefined };
}

export function hostAllowed(hostname: string, allowedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return allowedHosts.some((pattern) => {
    const allowed = pattern.toLowerCase();
    return allowed.startsWith('*.') ? host.endsWith(allowed.slice(1)) : host === allowed;
  });
}

function tokenFragment(
  provider: FakeSocialProviderName,
  dialog: DialogRequest,
  options: FakeSocialDialogOptions,
): URLSearchParams {
  const userId = DEMO_IDENTITIES[provider];
  const accessToken = options.issueToken({
    provider,
    userId,
    appId: dialog.clientId,
    expiresInSeconds: TOKEN_SECONDS,
  });
  return new URLSearchParams({
    access_token: accessToken,
    user_id: userId,
    expires_in: String(TOKEN_SECONDS),
  });
}

function denied(): URLSearchParams {
  return new URLSearchParams({ error: 'access_denied', error_description: 'You cancelled the sign-in.' });
}

function redirect(res: http.ServerResponse, dialog: DialogRequest, fragment: URLSearchParams): void {
  if (dialog.state !== undefined) fragment.set('state', dialog.state);
  const target = new URL(dialog.redirectUri);
  target.hash = fragment.toString();
  res.writeHead(303, { Location: target.href, 'Cache-Control': 'no-store' });
  res.end();
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function consentPage(provider: FakeSocialProviderName, action: string, dialog: DialogRequest): string {
  const label = LABELS[provider];
  const hidden = [
    ['client_id', dialog.clientId],
    ['redirect_uri', dialog.redirectUri.href],
    ['response_type', 'token'],
    ...(dialog.state !== undefined ? [['state', dialog.state]] : []),
  ]
    .map(([name = '', value = '']) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return page(
    `Sign in with ${label} (dev)`,
    `<h1>Sign in with ${label}</h1>
<p>This is the bundled fake ${label} for development. <strong>${escapeHtml(dialog.redirectUri.host)}</strong>
asks to use your ${label} profile (app ${escapeHtml(dialog.clientId)}).</p>
<p>Signed in as Demo Player (${DEMO_IDENTITIES[provider]}).</p>
<form method="post" action="${escapeHtml(action)}">${hidden}
<button type="submit" name="decision" value="allow">Continue as Demo Player</button>
<button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
</form>`,
  );
}

function errorPage(provider: FakeSocialProviderName, message: string): string {
  const label = LABELS[provider];
  return page(
    `Sign-in error — ${label} (dev)`,
    `<h1>${label} sign-in error</h1><p role="alert">${escapeHtml(message)}</p>`,
  );
}

// form-action must name the redirect target too: Chromium checks the redirect after a form post.
function sendHtml(res: http.ServerResponse, status: number, html: string, redirectOrigin?: string): void {
  const formAction = `form-action 'self'${redirectOrigin ? ` ${redirectOrigin}` : ''}`;
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `${DEV_PAGE_CSP}; ${formAction}`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  res.end(html);
}
