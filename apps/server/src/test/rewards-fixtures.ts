import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { ledgerMovements, offers, players, pointLotDraws, pointLots, tenants } from '../db/schema/index';
import type { PlayerKey } from '../lib/player-key';
import { createLedgerRepository } from '../modules/cms/local/ledger.repository';
import { credit } from '../modules/cms/local/points';
import type { Brand } from '@patron/contracts';
import { login } from './test-app';
import { bearer } from './tokens';

export const PASSWORD = 'Player#2026';

/** Headers of a signed-in player of `brand` (the seed's password for every demo player). */
export async function playerHeaders(app: FastifyInstance, brand: string, username = 'demo') {
  const { access_token } = await login(app, brand, { username, password: PASSWORD });
  return bearer(access_token, brand);
}

let playerCounter = 0;

/**
 * `count` extra players of `brand`, each with the headers of a token signed for them (no password
 * sign-in: a burst of players would otherwise wait on argon2 and the sign-in rate limit).
 */
export async function insertSignedInPlayers(app: FastifyInstance, db: Database, brand: Brand, count: number) {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, brand));
  if (!tenant) throw new Error(`no tenant ${brand}`);
  const rows = await db
    .insert(players)
    .values(
      Array.from({ length: count }, () => {
        const n = ++playerCounter;
        return {
          tenantId: tenant.id,
          patronId: `9${process.pid}${n}`,
          username: `extra-${n}`,
          firstName: 'Extra',
          lastName: `Player ${n}`,
        };
      }),
    )
    .returning({ tenantId: players.tenantId, playerId: players.id, patronId: players.patronId });
  return Promise.all(
    rows.map(async ({ patronId, ...key }) => {
      const token = await app.accessTokens.sign({
        patronId,
        brand,
        role: 'player',
        clientId: 'player-portal',
      });
      return { key, headers: bearer(token, brand) };
    }),
  );
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

/** Credits `amount` points that never expire, as an adjustment. */
export async function fund(db: Database, player: PlayerKey, amount: number): Promise<void> {
  await credit(createLedgerRepository(db), player, amount, {
    kind: 'adjust',
    reason: 'test',
    label: 'Test funds',
    source: 'test',
    currency: 'points',
    expiresAt: null,
  });
}

/** A player's lots drawn beyond their amount: a debit that spent points twice. Empty when sound. */
export async function overdrawnLots(db: Database, playerId: string) {
  return db
    .select({
      lotId: pointLots.id,
      amount: pointLots.amount,
      drawn: sql<number>`sum(${pointLotDraws.amount})::int`,
    })
    .from(pointLots)
    .innerJoin(pointLotDraws, eq(pointLotDraws.lotId, pointLots.id))
    .where(eq(pointLots.playerId, playerId))
    .groupBy(pointLots.id, pointLots.amount)
    .having(sql`sum(${pointLotDraws.amount}) > ${pointLots.amount}`);
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
