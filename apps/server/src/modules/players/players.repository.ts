import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { players } from '../../db/schema/index';

export type PlayerRow = typeof players.$inferSelect;
/** What a password sign-in needs of an account. */
export type PasswordSignInRow = Pick<PlayerRow, 'id' | 'patronId' | 'role' | 'passwordHash'>;

/** A deleted account is gone for every grant and every call from the moment of DELETE (issue 9). */
const active = isNull(players.deletedAt);

const tenantId = sql.placeholder('tenantId');

/**
 * The queries of every sign-in and every authenticated profile read, built once: drizzle's query
 * building was an eighth of the time of `GET /api/profile/` (on PostgreSQL they are also named
 * prepared statements, parsed once per connection).
 */
function prepareHotQueries(db: Queryable) {
  return {
    // A password sign-in needs four of the player's columns: the whole row cost it ~0.3 ms of main thread.
    byUsername: db
      .select({
        id: players.id,
        patronId: players.patronId,
        role: players.role,
        passwordHash: players.passwordHash,
      })
      .from(players)
      .where(
        and(
          eq(players.tenantId, tenantId),
          sql`lower(${players.username}) = lower(${sql.placeholder('username')})`,
          active,
        ),
      )
      .limit(1)
      .prepare('players_by_username'),
    byPatronId: db
      .select()
      .from(players)
      .where(and(eq(players.tenantId, tenantId), eq(players.patronId, sql.placeholder('patronId')), active))
      .limit(1)
      .prepare('players_by_patron_id'),
  };
}

export function createPlayersRepository(db: Queryable) {
  let hot: ReturnType<typeof prepareHotQueries> | undefined;
  const prepared = () => (hot ??= prepareHotQueries(db));
  return {
    async findByUsername(tenantId: string, username: string): Promise<PasswordSignInRow | undefined> {
      const rows = await prepared().byUsername.execute({ tenantId, username });
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
      const rows = await prepared().byPatronId.execute({ tenantId, patronId });
      return rows[0];
    },
  };
}
export type PlayersRepository = ReturnType<typeof createPlayersRepository>;
