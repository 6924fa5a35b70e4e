import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { players } from '../../db/schema/index';

export type PlayerRow = typeof players.$inferSelect;

/** A deleted account is gone for every grant and every call from the moment of DELETE (issue 9). */
const active = isNull(players.deletedAt);

export function createPlayersRepository(db: Queryable) {
  return {
    async findByUsername(tenantId: string, username: string): Promise<PlayerRow | undefined> {
      const rows = await db
        .select()
        .from(players)
        .where(
          and(eq(players.tenantId, tenantId), sql`lower(${players.username}) = lower(${username})`, active),
        )
        .limit(1);
      return rows[0];
    },
    async findById(tenantId: string, id: string): Promise<PlayerRow | undefined> {
      const rows = await db
        .select()
        .from(players)
        .where(and(eq(players.tenantId, tenantId), eq(players.id, id), active))
        .limit(1);
      return rows[0];
    },
    async findByCardNumber(tenantId: string, cardNumber: string): Promise<PlayerRow | undefined> {
      const rows = await db
        .select()
        .from(players)
        .where(and(eq(players.tenantId, tenantId), eq(players.cardNumber, cardNumber), active))
        .limit(1);
      return rows[0];
    },
    async findByPatronId(tenantId: string, patronId: string): Promise<PlayerRow | undefined> {
      const rows = await db
        .select()
        .from(players)
        .where(and(eq(players.tenantId, tenantId), eq(players.patronId, patronId), active))
        .limit(1);
      return rows[0];
    },
  };
}
export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
