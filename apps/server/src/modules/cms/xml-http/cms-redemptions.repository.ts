import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { RewardChangeResult } from '@patron/contracts';
import type { Queryable } from '../../../db/client';
import { cmsRedemptions } from '../../../db/schema/index';
import type { PlayerKey } from '../../../lib/player-key';

export type CmsRedemption = typeof cmsRedemptions.$inferSelect;
export type RedemptionStatus = 'reserved' | 'pending' | 'applied' | 'refused' | 'voided';
export type NewRedemption = {
  player: PlayerKey;
  idempotencyKey: string;
  fingerprint: string;
  kind: 'redeem' | 'swap';
  commandId: string;
  compTypeId: string;
  pointCost: number;
  givesBackCommandId: string | null;
  /** Until then the reconciler leaves it to the request that made it. */
  checkAfter: Date;
};

const OPEN: RedemptionStatus[] = ['reserved', 'pending'];

/** docs/design.md#casino-management-system-connector: the local step of a three-step redemption. */
export function createCmsRedemptionsRepository(db: Queryable) {
  const byKey = (player: PlayerKey, key: string) =>
    and(
      eq(cmsRedemptions.tenantId, player.tenantId),
      eq(cmsRedemptions.playerId, player.playerId),
      eq(cmsRedemptions.idempotencyKey, key),
    );

  return {
    /** The new reservation, or null when the key already has one (read it with `find`). */
    async reserve(row: NewRedemption): Promise<CmsRedemption | null> {
      const [created] = await db
        .insert(cmsRedemptions)
        .values({
          tenantId: row.player.tenantId,
          playerId: row.player.playerId,
          idempotencyKey: row.idempotencyKey,
          fingerprint: row.fingerprint,
          kind: row.kind,
          commandId: row.commandId,
          compTypeId: row.compTypeId,
          pointCost: row.pointCost,
          givesBackCommandId: row.givesBackCommandId,
          checkAfter: row.checkAfter,
        })
        .onConflictDoNothing()
        .returning();
      return created ?? null;
    },

    async find(player: PlayerKey, key: string): Promise<CmsRedemption | undefined> {
      const [row] = await db.select().from(cmsRedemptions).where(byKey(player, key));
      return row;
    },

    async findById(id: string): Promise<CmsRedemption | undefined> {
      const [row] = await db.select().from(cmsRedemptions).where(eq(cmsRedemptions.id, id));
      return row;
    },

    /** A swap under way or done that gives back this comp (at most one: the index sees to it). */
    async findSwapGivingBack(tenantId: string, commandId: string): Promise<CmsRedemption | undefined> {
      const [row] = await db
        .select()
        .from(cmsRedemptions)
        .where(
          and(
            eq(cmsRedemptions.tenantId, tenantId),
            eq(cmsRedemptions.givesBackCommandId, commandId),
            inArray(cmsRedemptions.status, [...OPEN, 'applied']),
          ),
        )
        .limit(1);
      return row;
    },

    /** A swap's comp was given back: its points are the player's again, whatever the issue does next. */
    async markGivenBack(id: string, at: Date): Promise<void> {
      await db
        .update(cmsRedemptions)
        .set({ gaveBackAt: at, updatedAt: new Date() })
        .where(and(eq(cmsRedemptions.id, id), isNull(cmsRedemptions.gaveBackAt)));
    },

    /** The applied issue made under this command, so the reconciler knows which comp a swap gives back. */
    async findAppliedByCommandId(tenantId: string, commandId: string): Promise<CmsRedemption | undefined> {
      const [row] = await db
        .select()
        .from(cmsRedemptions)
        .where(
          and(
            eq(cmsRedemptions.tenantId, tenantId),
            eq(cmsRedemptions.commandId, commandId),
            eq(cmsRedemptions.status, 'applied'),
          ),
        )
        .limit(1);
      return row;
    },

    /** The applied issue whose comp has this code, so a swap can name the command to void. */
    async findAppliedByCompCode(player: PlayerKey, compCode: string): Promise<CmsRedemption | undefined> {
      const [row] = await db
        .select()
        .from(cmsRedemptions)
        .where(
          and(
            eq(cmsRedemptions.tenantId, player.tenantId),
            eq(cmsRedemptions.playerId, player.playerId),
            eq(cmsRedemptions.compCode, compCode),
            eq(cmsRedemptions.status, 'applied'),
          ),
        )
        .orderBy(desc(cmsRedemptions.createdAt))
        .limit(1);
      return row;
    },

    /** Moves an open redemption on; false when someone else (the reconciler, the request) already did. */
    async settle(
      id: string,
      change:
        | { status: 'applied'; compCode: string; result: RewardChangeResult }
        | { status: 'refused'; refusal: string }
        | { status: 'voided' }
        | { status: 'pending'; checkAfter: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(cmsRedemptions)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(cmsRedemptions.id, id), inArray(cmsRedemptions.status, OPEN)))
        .returning({ id: cmsRedemptions.id });
      return rows.length > 0;
    },

    /** A reservation whose request never reached the CMS: forgotten, so the key can be sent again. */
    async release(id: string): Promise<void> {
      await db
        .delete(cmsRedemptions)
        .where(and(eq(cmsRedemptions.id, id), eq(cmsRedemptions.status, 'reserved')));
    },

    /**
     * Open redemptions due for a look, leased to the caller: the next look is `leaseMs` later, times the
     * attempts so far (at most ten), so a CMS that keeps failing is asked less and less often. Rows another
     * instance's reconciler holds are skipped, not waited for.
     */
    async leaseDue(now: Date, leaseMs: number, limit: number): Promise<CmsRedemption[]> {
      const due = db
        .select({ id: cmsRedemptions.id })
        .from(cmsRedemptions)
        .where(and(inArray(cmsRedemptions.status, OPEN), lte(cmsRedemptions.checkAfter, now)))
        .orderBy(asc(cmsRedemptions.checkAfter))
        .limit(limit)
        .for('update', { skipLocked: true });
      const nextLook = sql`${now.toISOString()}::timestamptz + make_interval(secs => ${leaseMs}::float8 / 1000 * least(${cmsRedemptions.attempts} + 1, 10))`;
      return db
        .update(cmsRedemptions)
        .set({ checkAfter: nextLook, attempts: sql`${cmsRedemptions.attempts} + 1` })
        .where(inArray(cmsRedemptions.id, due))
        .returning();
    },
  };
}
export type CmsRedemptionsRepository = ReturnType<typeof createCmsRedemptionsRepository>;
