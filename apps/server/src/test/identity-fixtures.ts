import { BRANDS } from '@patron/contracts';
import type { FastifyInstance } from 'fastify';
import { patronIdFor } from '../db/seed/players';

/** The seeded demo patron id of a brand. */
export const demoPatronId = (brand: (typeof BRANDS)[number]) => patronIdFor(BRANDS.indexOf(brand), 1);

export function tokenRequest(app: FastifyInstance, host: string, payload: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ client_id: 'player-portal', ...payload }).toString(),
  });
}
