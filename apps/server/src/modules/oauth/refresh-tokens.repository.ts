import { and, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { refreshTokens } from '../../db/schema/index';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export function createRefreshTokensRepository(db: Queryable) {
  const revokeWhere = (tenantId: string, scope: SQL) =>
    db
      .update(refreshTokens)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(refreshTokens.tenantId, tenantId), scope, isNull(refreshTokens.revokedAt)));

  return {
    async insert(row: {
      tenantId: string;
      playerId: string;
      tokenHash: string;
      familyId: string;
      clientId: string | undefined;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(refreshTokens).values({ ...row, clientId: row.clientId ?? null });
    },

    /**
     * Spends a live token in one conditional UPDATE, so of N concurrent callers exactly one wins.
     * A family with any revoked member counts as revoked (revocation may race with rotation).
     */
    async consume(tenantId: string, tokenHash: string): Promise<RefreshTokenRow | undefined> {
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
            sql`NOT EXISTS (SELECT 1 FROM refresh_tokens sibling WHERE sibling.family_id = ${refreshTokens.familyId} AND sibling.revoked_at IS NOT NULL)`,
          ),
        )
        .returning();
      return rows[0];
    },

    async findByHash(tenantId: string, tokenHash: string): Promise<RefreshTokenRow | undefined> {
      const rows = await db
        .select()
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)))
        .limit(1);
      return rows[0];
    },

    /** Ends every refresh-token family of the player in this tenant (e.g. after a password change). */
    async revokeAllForPlayer(tenantId: string, playerId: string): Promise<void> {
      await revokeWhere(tenantId, eq(refreshTokens.playerId, playerId));
    },

    /** A token past its expiry can neither be used nor betray a reuse any more. */
    async purgeExpired(now = new Date()): Promise<void> {
      await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, now));
    },

    async revokeFamily(tenantId: string, familyId: string): Promise<void> {
      await revokeWhere(tenantId, eq(refreshTokens.familyId, familyId));
    },
  };
}
export type RefreshTokensRepository = ReturnType<typeof createRefreshTokensRepository>;
