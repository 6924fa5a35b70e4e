import type http from 'node:http';
import type Provider from 'oidc-provider';
import type { createDevAccountStore } from './oidc-dev-accounts';
import { DEV_PAGE_CSP, errorPage, loginPage } from './oidc-dev-pages';

const MAX_FORM_BYTES = 8 * 1024;

type Deps = { provider: Provider; accounts: ReturnType<typeof createDevAccountStore> };

/** Serves /interaction/{uid} (the login form) and /interaction/{uid}/login (its submission). */
export function createInteractionHandler({ provider, accounts }: Deps) {
  return async (req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> => {
    try {
      const details = await provider.interactionDetails(req, res);
      const action = `/interaction/${details.uid}/login`;
      if (details.prompt.name !== 'login') {
        return send(res, 400, errorPage('unexpected_prompt', 'This sign-in step is not supported.'));
      }
      if (req.method === 'GET' && url.pathname === `/interaction/${details.uid}`) {
        return send(res, 200, loginPage({ action }));
      }
      if (req.method === 'POST' && url.pathname === action) {
        const form = await readForm(req);
        const login = form.get('username') ?? '';
        const account = accounts.authenticate(login, form.get('password') ?? '');
        if (!account) {
          return send(res, 401, loginPage({ action, login, error: 'Wrong username or password.' }));
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.subject } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      send(res, 404, errorPage('not_found'));
    } catch {
      // Mostly an expired or unknown interaction (its cookie is gone): the player must start again.
      if (!res.headersSent)
        send(res, 400, errorPage('invalid_request', 'This sign-in has expired. Start again.'));
    }
  };
}

function send(res: http.ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': DEV_PAGE_CSP,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  res.end(html);
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new Error('form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
