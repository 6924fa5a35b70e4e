import { createHash, randomBytes } from 'node:crypto';
import { DEV_OIDC_DEMO_ACCOUNT } from './oidc-dev-accounts';

/**
 * Test helpers that drive the dev OIDC provider the way a browser would: real HTTP, real cookies,
 * the real login form. Nothing here is used by the server at run time.
 */

const MAX_HOPS = 12;

export type OidcTestBrowser = {
  /** Follows the authorization URL through the login form until the IdP redirects to redirectUri. */
  signIn(input: {
    authorizationUrl: string | URL;
    redirectUri: string;
    username?: string;
    password?: string;
  }): Promise<URL>;
  /** Follows an end-session URL, confirms the sign-out form, and returns where the IdP sent the browser. */
  signOut(input: { endSessionUrl: string | URL; postLogoutRedirectUri: string }): Promise<URL>;
  /** The last HTML page seen, for asserting on a re-rendered form. */
  lastPage(): { status: number; html: string } | undefined;
};

export function createOidcTestBrowser(): OidcTestBrowser {
  const cookies = new Map<string, string>();
  let last: { status: number; html: string } | undefined;

  const request = async (url: URL, init: { method?: string; form?: URLSearchParams } = {}) => {
    const headers: Record<string, string> = {};
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.form,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };

  const walk = async (
    start: URL,
    target: string,
    submit: (html: string, page: URL) => URLSearchParams | undefined,
  ) => {
    let url = start;
    let method = 'GET';
    let form: URLSearchParams | undefined;
    for (let hop = 0; hop < MAX_HOPS; hop += 1) {
      const response = await request(url, { method, form });
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        if (url.href.startsWith(target)) return url;
        method = 'GET';
        form = undefined;
        continue;
      }
      const html = await response.text();
      last = { status: response.status, html };
      const action = /<form[^>]*method="post"[^>]*action="([^"]+)"/i.exec(html)?.[1];
      form = action ? submit(html, url) : undefined;
      if (!action || !form)
        throw new Error(`OIDC flow stopped at ${url.pathname} with status ${response.status}`);
      url = new URL(action.replaceAll('&amp;', '&'), url);
      method = 'POST';
    }
    throw new Error('OIDC flow did not reach its redirect target');
  };

  return {
    signIn: ({ authorizationUrl, redirectUri, username, password }) => {
      let submitted = false;
      return walk(new URL(authorizationUrl), redirectUri, () => {
        if (submitted) return undefined;
        submitted = true;
        return new URLSearchParams({
          username: username ?? DEV_OIDC_DEMO_ACCOUNT.login,
          password: password ?? DEV_OIDC_DEMO_ACCOUNT.password,
        });
      });
    },
    signOut: ({ endSessionUrl, postLogoutRedirectUri }) =>
      walk(new URL(endSessionUrl), postLogoutRedirectUri, (html) => {
        const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
        return xsrf ? new URLSearchParams({ xsrf, logout: 'yes' }) : undefined;
      }),
    lastPage: () => last,
  };
}

export function createPkcePair(): { codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomBytes(32).toString('base64url');
  return { codeVerifier, codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url') };
}

/**
 * Runs the full code flow with PKCE against the dev provider using plain fetch, independent of the
 * portal's own OIDC client, and returns the id_token the IdP issued.
 */
export async function mintDevIdToken(input: {
  issuer: string;
  clientId: string;
  redirectUri: string;
  nonce?: string;
  username?: string;
  password?: string;
}): Promise<{ idToken: string; accessToken: string }> {
  const discovery = (await (
    await fetch(new URL('/.well-known/openid-configuration', input.issuer))
  ).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const { codeVerifier, codeChallenge } = createPkcePair();
  const authorizationUrl = new URL(discovery.authorization_endpoint);
  authorizationUrl.search = new URLSearchParams({
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state: randomBytes(8).toString('base64url'),
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
    ...(input.nonce ? { nonce: input.nonce } : {}),
  }).toString();
  const callback = await createOidcTestBrowser().signIn({ ...input, authorizationUrl });
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code') ?? '',
      redirect_uri: input.redirectUri,
      client_id: input.clientId,
      code_verifier: codeVerifier,
    }),
  });
  const body = (await response.json()) as { id_token?: string; access_token?: string };
  if (!response.ok || !body.id_token || !body.access_token) {
    throw new Error(`dev token endpoint answered ${response.status}`);
  }
  return { idToken: body.id_token, accessToken: body.access_token };
}
