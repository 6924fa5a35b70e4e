import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { ledgerMovements, offers, players, tenants } from '../db/schema/index';
import { login } from './test-app';
import { bearer } from './tokens';

export const PASSWORD = 'Player#2026';

/** Headers of a signed-in player of `brand` (the seed's password for every demo player). */
export async function playerHeaders(app: FastifyInstance, brand: string, username = 'demo') {
  const { access_token } = await login(app, brand, { username, password: PASSWORD });
  return bearer(access_token, brand);
}

export async function playerKey(db: Database, brand: string, username: string) {
  const [row] = await db
    .select({ tenantId: players.tenantId, playerId: players.id })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .where(and(eq(tenants.brand, brand), eq(players.username, username)));
  if (!row) throw new Error(`no ${username} in ${brand}`);
  return row;
}

export async function offerId(db: Database, brand: string, key: string): Promise<string> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(tenants, eq(tenants.id, offers.tenantId))
    .where(and(eq(tenants.brand, brand), eq(offers.key, key)));
  if (!row) throw new Error(`no offer ${key} in ${brand}`);
  return row.id;
}

/** Sum and count of a player's points movements: the truth a balance must equal. */
export async function pointsLedger(db: Database, playerId: string) {
  const [row] = await db
    .select({
      sum: sql<number>`coalesce(sum(${ledgerMovements.amount}), 0)::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(ledgerMovements)
    .where(and(eq(ledgerMovements.playerId, playerId), eq(ledgerMovements.currency, 'points')));
  return row ?? { sum: 0, rows: 0 };
}

let keyCounter = 0;
export const freshKey = () => `test-key-${process.pid}-${Date.now()}-${++keyCounter}`;

export function post(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload: unknown,
  key: string | null = freshKey(),
) {
  return app.inject({
    method: 'POST',
    url,
    headers: key === null ? headers : { ...headers, 'idempotency-key': key },
    payload: payload as Record<string, unknown>,
  });
}
