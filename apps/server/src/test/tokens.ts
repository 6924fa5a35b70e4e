import type { FastifyInstance } from 'fastify';

/** The host a brand's portal answers on in tests. */
export const brandHost = (brand: string) => `${brand}.localhost`;

/** Headers for an API call as the holder of `token` on a brand's portal. */
export const bearer = (token: string, brand = 'naskila') => ({
  host: brandHost(brand),
  authorization: `Bearer ${token}`,
});

/** POST /oauth/token with the refresh_token grant on a brand's portal. */
export function refreshRequest(app: FastifyInstance, refreshToken: string, brand = 'naskila') {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { host: brandHost(brand) },
    payload: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'player-portal' },
  });
}

/** The `kid` in a JWT's protected header (no verification). */
export function kidOf(token: string): string {
  const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as {
    kid: string;
  };
  return header.kid;
}
