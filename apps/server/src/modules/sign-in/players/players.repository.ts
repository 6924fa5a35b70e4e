import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client';
import { players } from '../../../db/schema/index';
import type { AccountLookup } from '../throttle/sign-in-throttle.repository';

export type PlayerRow = typeof players.$inferSelect;
/** What a password sign-in needs of an account. */
export type PasswordSignInRow = Pick<PlayerRow, 'id' | 'patronId' | 'role' | 'passwordHash'>;
/** What a PIN sign-in needs of an account. */
export type PinSignInRow = Pick<PlayerRow, 'id' | 'patronId' | 'role' | 'pinHash'>;

/** A deleted account is gone for every grant and every call from the moment of DELETE. */
const active = isNull(players.deletedAt);

const tenantId = sql.placeholder('tenantId');

/**
 * The query of every authenticated profile read, built once: drizzle's query building was an
 * eighth of the time of `GET /api/profile/` (on PostgreSQL it is also a named prepared statement,
 * parsed once per connection). A sign-in's lookups are built once too, in its reservation's
 * statement (see passwordSignInLookup).
 */
function prepareHotQueries(db: Queryable) {
  return {
    byPatronId: db
      .select()
      .from(players)
      .where(and(eq(players.tenantId, tenantId), eq(players.patronId, sql.placeholder('patronId')), active))
      .limit(1)
      .prepare('players_by_patron_id'),
  };
}

/**
 * The columns a password or PIN sign-in needs of the account `where` finds, named as
 * PasswordSignInRow / PinSignInRow: the whole row cost a password sign-in ~0.3 ms of main thread.
 */
function signInSelect(
  secret: { column: SQL.Aliased | AnyPgColumn; as: string },
  where: SQL | undefined,
): SQL {
  return sql`SELECT ${players.id} AS "id", ${players.patronId} AS "patronId", ${players.role} AS "role",
      ${secret.column} AS ${sql.identifier(secret.as)}
    FROM ${players} WHERE ${where} LIMIT 1`;
}

const byUsernameSql = () =>
  signInSelect(
    { column: players.passwordHash, as: 'passwordHash' },
    and(
      eq(players.tenantId, tenantId),
      sql`lower(${players.username}) = lower(${sql.placeholder('username')})`,
      active,
    ),
  );

const byCardNumberSql = () =>
  signInSelect(
    { column: players.pinHash, as: 'pinHash' },
    and(eq(players.tenantId, tenantId), eq(players.cardNumber, sql.placeholder('cardNumber')), active),
  );

export function createPlayersRepository(db: Queryable) {
  let hot: ReturnType<typeof prepareHotQueries> | undefined;
  const prepared = () => (hot ??= prepareHotQueries(db));
  return {
    /**
     * A password sign-in's account by user name (any case), looked up by the sign-in throttle in
     * its reservation's statement (one statement instead of two).
     */
    passwordSignInLookup(tenantId: string, username: string): AccountLookup<PasswordSignInRow> {
      return { name: 'players_by_username', select: byUsernameSql, values: { tenantId, username } };
    },
    /** A PIN sign-in's account by card number, as passwordSignInLookup. */
    pinSignInLookup(tenantId: string, cardNumber: string): AccountLookup<PinSignInRow> {
      return { name: 'players_by_card_number', select: byCardNumberSql, values: { tenantId, cardNumber } };
    },
    async findById(tenantId: string, id: string): Promise<PlayerRow | undefined> {
      const rows = await db
        .select()
        .from(players)
        .where(and(eq(players.tenantId, tenantId), eq(players.id, id), active))
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
