import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { stepUpTokens } from '../../db/schema/index';
import type { PlayerKey } from '../../lib/player-key';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Step-up tokens, stored hashed; several server instances share them through the database. */
export function createStepUpRepository(db: Queryable) {
  return {
    /** A fresh token for the player (their expired ones are swept), returned in the clear once. */
    async issue(player: PlayerKey, now: Date, ttlSeconds: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db
        .delete(stepUpTokens)
        .where(
          or(
            and(eq(stepUpTokens.playerId, player.playerId), lte(stepUpTokens.expiresAt, now)),
            lte(stepUpTokens.expiresAt, new Date(now.getTime() - 86_400_000)),
          ),
        );
      await db.insert(stepUpTokens).values({
        tokenHash: hashOf(token),
        tenantId: player.tenantId,
        playerId: player.playerId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      });
      return token;
    },

    /** The player a live token of this tenant was issued to, or null (unknown, expired, other tenant). */
    async holder(tenantId: string, token: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ playerId: stepUpTokens.playerId })
        .from(stepUpTokens)
        .where(
          and(
            eq(stepUpTokens.tokenHash, hashOf(token)),
            eq(stepUpTokens.tenantId, tenantId),
            gt(stepUpTokens.expiresAt, now),
          ),
        );
      return row?.playerId ?? null;
    },
  };
}
export type StepUpRepository = ReturnType<typeof createStepUpRepository>;
