import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_REDIRECT_HOSTS, DIALOG_PATHS, handleSocialDialog } from './fake-social-dialogs';

/**
 * A stand-in for Facebook's Graph API debug_token and Google's tokeninfo, answering the shapes the
 * real services answer, so the social verifiers are exercised over real HTTP in dev and tests; and
 * for their implicit-flow dialogs, so the browser sign-in works end to end (fake-social-dialogs.ts).
 */

export type FakeSocialProviderName = 'facebook' | 'google';
export type FakeSocialTokenInput = {
  provider: FakeSocialProviderName;
  userId: string;
  /** Facebook app id, or Google OAuth client id (aud/azp). */
  appId: string;
  expiresInSeconds?: number;
  email?: string;
};

type IssuedToken = Required<Omit<FakeSocialTokenInput, 'expiresInSeconds' | 'email'>> & {
  email?: string;
  issuedAt: number;
  expiresAt: number;
};

export type FakeSocialProvider = {
  baseUrl: string;
  graphBaseUrl: string;
  tokenInfoBaseUrl: string;
  /** The consent dialogs the web sends players to (Facebook /dialog/oauth, Google /o/oauth2/v2/auth). */
  dialogUrls: Record<FakeSocialProviderName, string>;
  issueToken(input: FakeSocialTokenInput): string;
  close(): Promise<void>;
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

export async function startFakeSocialProvider({
  port,
  host = '127.0.0.1',
  allowedRedirectHosts = DEV_REDIRECT_HOSTS,
}: {
  port: number;
  host?: string;
  /** Host names a dialog's redirect_uri may name (`*.localhost` matches subdomains). */
  allowedRedirectHosts?: readonly string[];
}) {
  const tokens = new Map<string, IssuedToken>();

  const issueToken = (input: FakeSocialTokenInput): string => {
    const prefix = input.provider === 'facebook' ? 'EAAfake' : 'ya29.fake';
    const token = `${prefix}${randomBytes(24).toString('base64url')}`;
    const issuedAt = nowSeconds();
    const { expiresInSeconds = 3600, ...rest } = input;
    tokens.set(token, { ...rest, issuedAt, expiresAt: issuedAt + expiresInSeconds });
    return token;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const route = url.pathname.replace(/^\/v\d+\.\d+/, '');
    if (req.method === 'GET' && route === '/debug_token') return send(res, ...debugToken(url, tokens));
    if (req.method === 'GET' && route === '/tokeninfo') return send(res, ...tokenInfo(url, tokens));
    if (req.method === 'POST' && route === '/__fake/tokens')
      return void issueFromRequest(req, res, issueToken);
    if (handleSocialDialog(req, res, route, url, { allowedRedirectHosts, issueToken })) return;
    send(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const baseUrl = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    graphBaseUrl: baseUrl,
    tokenInfoBaseUrl: baseUrl,
    dialogUrls: {
      facebook: `${baseUrl}${DIALOG_PATHS.facebook}`,
      google: `${baseUrl}${DIALOG_PATHS.google}`,
    },
    issueToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  } satisfies FakeSocialProvider;
}

function debugToken(url: URL, tokens: Map<string, IssuedToken>): [number, unknown] {
  const appToken = url.searchParams.get('access_token') ?? '';
  if (!/^[^|]+\|[^|]+$/.test(appToken)) {
    return [400, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } }];
  }
  const token = tokens.get(url.searchParams.get('input_token') ?? '');
  if (!token || token.provider !== 'facebook') {
    return [
      200,
      { data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] } },
    ];
  }
  const expired = token.expiresAt <= nowSeconds();
  return [
    200,
    {
      data: {
        app_id: token.appId,
        type: 'USER',
        application: 'Patron Portal (fake)',
        expires_at: token.expiresAt,
        issued_at: token.issuedAt,
        is_valid: !expired,
        scopes: ['email', 'public_profile'],
        user_id: token.userId,
        ...(expired ? { error: { code: 190, subcode: 463, message: 'Session has expired' } } : {}),
      },
    },
  ];
}

function tokenInfo(url: URL, tokens: Map<string, IssuedToken>): [number, unknown] {
  const idToken = url.searchParams.get('id_token');
  const token = tokens.get(idToken ?? url.searchParams.get('access_token') ?? '');
  const now = nowSeconds();
  if (!token || token.provider !== 'google' || token.expiresAt <= now) {
    return [400, { error: 'invalid_token', error_description: 'Invalid Value' }];
  }
  const email = token.email ? { email: token.email, email_verified: 'true' } : {};
  const common = {
    azp: token.appId,
    aud: token.appId,
    sub: token.userId,
    exp: String(token.expiresAt),
    ...email,
  };
  return idToken
    ? [
        200,
        {
          iss: 'https://accounts.google.com',
          ...common,
          iat: String(token.issuedAt),
          alg: 'RS256',
          typ: 'JWT',
        },
      ]
    : [
        200,
        {
          ...common,
          scope: 'openid email profile',
          expires_in: String(token.expiresAt - now),
          access_type: 'online',
        },
      ];
}

async function issueFromRequest(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  issueToken: (input: FakeSocialTokenInput) => string,
): Promise<void> {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Partial<FakeSocialTokenInput>;
    const provider = input.provider;
    if ((provider !== 'facebook' && provider !== 'google') || !input.userId || !input.appId) {
      return send(res, 400, { error: 'provider (facebook|google), userId and appId are required' });
    }
    send(res, 201, { token: issueToken({ ...input, provider, userId: input.userId, appId: input.appId }) });
  } catch {
    send(res, 400, { error: 'body must be JSON' });
  }
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}
