import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { accountTokens } from '../../../db/schema/index';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

export interface IssueAccountToken {
  tenantId: string;
  playerId: string;
  purpose: AccountTokenPurpose;
  ttlSeconds: number;
  payload?: Record<string, string>;
  /**
   * Leaves the older unused tokens of the purpose working. Undo links need it: a second change must
   * not spend the undo link the first one sent to the owner's address.
   */
  keepOlder?: boolean;
}

export interface ConsumedAccountToken {
  playerId: string;
  payload: Record<string, string>;
  issuedAt: Date;
}

export const hashAccountToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function createAccountTokensRepository(db: Queryable) {
  return {
    /**
     * Issues a fresh token and returns it in the clear (the only time it exists unhashed). Older
     * unused tokens of the same purpose are spent, so only the latest link works.
     */
    async issue(input: IssueAccountToken): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      if (!input.keepOlder)
        await db
          .update(accountTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(accountTokens.tenantId, input.tenantId),
              eq(accountTokens.playerId, input.playerId),
              eq(accountTokens.purpose, input.purpose),
              isNull(accountTokens.usedAt),
            ),
          );
      await db.insert(accountTokens).values({
        tenantId: input.tenantId,
        playerId: input.playerId,
        purpose: input.purpose,
        tokenHash: hashAccountToken(token),
        payload: input.payload ?? {},
        expiresAt: sql`now() + (${input.ttlSeconds} * interval '1 second')`,
      });
      return token;
    },

    /**
     * Spends a token in one statement: of any number of concurrent uses, exactly one gets the row.
     * Unknown, used, expired, other-tenant and other-purpose tokens all answer null alike.
     */
    async consume(
      tenantId: string,
      purpose: AccountTokenPurpose,
      token: string,
    ): Promise<ConsumedAccountToken | null> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.tokenHash, hashAccountToken(token)),
            eq(accountTokens.tenantId, tenantId),
            eq(accountTokens.purpose, purpose),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({
          playerId: accountTokens.playerId,
          payload: accountTokens.payload,
          issuedAt: accountTokens.createdAt,
        });
      return row ?? null;
    },

    /**
     * Spends every unused token of the player with one of `purposes`; with `issuedSince`, only those
     * issued at or after it.
     */
    async spendUnused(
      tenantId: string,
      playerId: string,
      purposes: AccountTokenPurpose[],
      issuedSince?: Date,
    ): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.tenantId, tenantId),
            eq(accountTokens.playerId, playerId),
            inArray(accountTokens.purpose, purposes),
            isNull(accountTokens.usedAt),
            issuedSince ? gte(accountTokens.createdAt, issuedSince) : undefined,
          ),
        );
    },

    /** How many tokens of a purpose were issued to a player since `sinceSeconds` ago (rate limits). */
    async countIssuedSince(
      tenantId: string,
      playerId: string,
      purpose: AccountTokenPurpose,
      sinceSeconds: number,
    ): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(accountTokens)
        .where(
          and(
            eq(accountTokens.tenantId, tenantId),
            eq(accountTokens.playerId, playerId),
            eq(accountTokens.purpose, purpose),
            gt(accountTokens.createdAt, sql`now() - (${sinceSeconds} * interval '1 second')`),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type AccountTokensRepository = ReturnType<typeof createAccountTokensRepository>;
