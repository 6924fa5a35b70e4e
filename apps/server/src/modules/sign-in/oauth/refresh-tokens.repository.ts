import { and, eq, getTableColumns, gt, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { prepareSql, typedPlaceholder as p } from '../../../db/prepared-sql';
import { refreshTokenFamilies, refreshTokens } from '../../../db/schema/index';
import type { SuccessWrite } from '../throttle/sign-in-throttle.repository';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type RefreshTokenWithFamily = RefreshTokenRow & {
  family: { createdAt: Date; revokedAt: Date | null } | null;
};

type NewToken = {
  tenantId: string;
  playerId: string;
  tokenHash: string;
  familyId: string;
  clientId: string | undefined;
  ttlSeconds: number;
};

const seconds = (n: number | Placeholder) => sql`(${n} * interval '1 second')`;
const familyDeadline = (maxAgeSeconds: number) =>
  sql`${refreshTokenFamilies.createdAt} + ${seconds(maxAgeSeconds)}`;

/**
 * A family and its first token, after `WITH`: every password, PIN and social sign-in runs it, alone
 * (insertFirst) or after the sign-in throttle's success (firstTokenWrite). Built once.
 */
function insertFirstRest(): SQL {
  const tenantId = p('tenantId', 'uuid');
  const playerId = p('playerId', 'uuid');
  return sql`
    family AS (
      INSERT INTO ${refreshTokenFamilies} (id, tenant_id, player_id)
      VALUES (${p('familyId', 'uuid')}, ${tenantId}, ${playerId})
      RETURNING id
    )
    INSERT INTO ${refreshTokens} (tenant_id, player_id, token_hash, family_id, client_id, expires_at)
    SELECT ${tenantId}, ${playerId}, ${p('tokenHash', 'text')}, family.id, ${p('clientId', 'text')},
           now() + ${seconds(sql.placeholder('ttlSeconds'))}
    FROM family`;
}

const insertFirstSql = () => sql`WITH ${insertFirstRest()}`;

type FirstToken = NewToken & { familyMaxAgeSeconds: number };

/** insertFirst's values: the token never outlives the family's absolute age. */
const firstTokenValues = (row: FirstToken) => ({
  familyId: row.familyId,
  tenantId: row.tenantId,
  playerId: row.playerId,
  tokenHash: row.tokenHash,
  clientId: row.clientId ?? null,
  ttlSeconds: Math.min(row.ttlSeconds, row.familyMaxAgeSeconds),
});

export function createRefreshTokensRepository(db: Database) {
  const insertFirstStatement = prepareSql(db, 'refresh_tokens_insert_first', insertFirstSql);
  /**
   * Marks the families first (row locks that successor inserts share), then their tokens: a
   * successor committed before the lock was taken is seen by the second statement, and one not yet
   * inserted finds its family revoked.
   */
  async function revokeFamilies(tenantId: string, scope: SQL): Promise<void> {
    await db.transaction(async (tx) => {
      const families = await tx
        .update(refreshTokenFamilies)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(refreshTokenFamilies.tenantId, tenantId), scope))
        .returning({ id: refreshTokenFamilies.id });
      const ids = families.map((f) => f.id);
      if (!ids.length) return;
      await tx
        .update(refreshTokens)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.tenantId, tenantId),
            sql`${refreshTokens.familyId} = ANY(${sql.param(ids)}::uuid[])`,
            isNull(refreshTokens.revokedAt),
          ),
        );
    });
  }

  return {
    /**
     * Starts a family with its first token, in one statement (atomic without a transaction: a
     * sign-in is one round trip here); the token never outlives the family's absolute age.
     */
    async insertFirst(row: FirstToken): Promise<void> {
      await insertFirstStatement(firstTokenValues(row));
    },

    /**
     * insertFirst as a write for the sign-in throttle's success statement (SuccessWrite): a
     * password or PIN sign-in ends its reservations and starts its family in one statement.
     */
    firstTokenWrite(row: FirstToken): SuccessWrite {
      return { name: 'refresh_token_first', rest: insertFirstRest, values: firstTokenValues(row) };
    },

    /**
     * Inserts the successor only if its family is live, in one statement that holds a share lock on
     * the family row: a concurrent revoke either waits for it (and then revokes it) or wins first
     * (and nothing is inserted). Returns whether a token was inserted.
     */
    async insertSuccessor(row: NewToken & { familyMaxAgeSeconds: number }): Promise<boolean> {
      const f = refreshTokenFamilies;
      const result = await db.execute(sql`
        INSERT INTO ${refreshTokens} (tenant_id, player_id, token_hash, family_id, client_id, expires_at)
        SELECT ${f.tenantId}, ${f.playerId}, ${row.tokenHash}, ${f.id}, ${row.clientId ?? null},
               least(now() + ${seconds(row.ttlSeconds)}, ${familyDeadline(row.familyMaxAgeSeconds)})
        FROM ${f}
        WHERE ${f.id} = ${row.familyId} AND ${f.tenantId} = ${row.tenantId}
          AND ${f.playerId} = ${row.playerId} AND ${f.revokedAt} IS NULL
          AND ${familyDeadline(row.familyMaxAgeSeconds)} > now()
        FOR SHARE
        RETURNING id`);
      // PGlite and node-postgres both answer { rows }; the shared Database type leaves it unknown.
      return (result as { rows: unknown[] }).rows.length > 0;
    },

    /** Spends a live token of a live family in one conditional UPDATE: of N concurrent callers one wins. */
    async consume(
      tenantId: string,
      tokenHash: string,
      familyMaxAgeSeconds: number,
    ): Promise<RefreshTokenRow | undefined> {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            eq(refreshTokens.tenantId, tenantId),
            isNull(refreshTokens.usedAt),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql`now()`),
            sql`EXISTS (SELECT 1 FROM ${refreshTokenFamilies} WHERE ${refreshTokenFamilies.id} = ${refreshTokens.familyId} AND ${refreshTokenFamilies.revokedAt} IS NULL AND ${familyDeadline(familyMaxAgeSeconds)} > now())`,
          ),
        )
        .returning();
      return rows[0];
    },

    async findByHash(tenantId: string, tokenHash: string): Promise<RefreshTokenWithFamily | undefined> {
      const rows = await db
        .select({
          ...getTableColumns(refreshTokens),
          family: {
            createdAt: refreshTokenFamilies.createdAt,
            revokedAt: refreshTokenFamilies.revokedAt,
          },
        })
        .from(refreshTokens)
        .leftJoin(refreshTokenFamilies, eq(refreshTokenFamilies.id, refreshTokens.familyId))
        .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)))
        .limit(1);
      return rows[0];
    },

    /** Ends every refresh-token family of the player in this tenant (e.g. after a password change). */
    async revokeAllForPlayer(tenantId: string, playerId: string): Promise<void> {
      await revokeFamilies(tenantId, eq(refreshTokenFamilies.playerId, playerId));
    },

    async revokeFamily(tenantId: string, familyId: string): Promise<void> {
      await revokeFamilies(tenantId, eq(refreshTokenFamilies.id, familyId));
    },

    /**
     * Deletes a family only once every token in it has expired: a spent or revoked token must stay
     * while a sibling is live, so that its reuse is still recognised and the family stays ended.
     */
    async purgeExpired(now = new Date()): Promise<void> {
      await db
        .delete(refreshTokens)
        .where(
          sql`NOT EXISTS (SELECT 1 FROM ${refreshTokens} sibling WHERE sibling.family_id = ${refreshTokens.familyId} AND sibling.expires_at >= ${now})`,
        );
      await db
        .delete(refreshTokenFamilies)
        .where(
          sql`NOT EXISTS (SELECT 1 FROM ${refreshTokens} WHERE ${refreshTokens.familyId} = ${refreshTokenFamilies.id})`,
        );
    },
  };
}
export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
