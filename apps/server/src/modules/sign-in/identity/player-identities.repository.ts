import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { oidcAuthRequests, playerIdentities, players, spentCredentials } from '../../../db/schema/index';

export type PlayerIdentityRow = typeof playerIdentities.$inferSelect;
export type OidcAuthRequestRow = typeof oidcAuthRequests.$inferSelect;

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

const SOCIAL_FLAGS = {
  facebook: 'hasFacebookProfile',
  google: 'hasGoogleProfile',
} as const;

const ofPlayer = (tenantId: string, playerId: string, provider: string) =>
  and(
    eq(playerIdentities.tenantId, tenantId),
    eq(playerIdentities.playerId, playerId),
    eq(playerIdentities.provider, provider),
  );

export function createPlayerIdentitiesRepository(db: Queryable) {
  return {
    async findPlayerId(tenantId: string, provider: string, providerUserId: string) {
      const rows = await db
        .select({ playerId: playerIdentities.playerId })
        .from(playerIdentities)
        .where(
          and(
            eq(playerIdentities.tenantId, tenantId),
            eq(playerIdentities.provider, provider),
            eq(playerIdentities.providerUserId, providerUserId),
          ),
        )
        .limit(1);
      return rows[0]?.playerId;
    },

    async findForPlayer(
      tenantId: string,
      playerId: string,
      provider: string,
    ): Promise<PlayerIdentityRow | undefined> {
      const rows = await db
        .select()
        .from(playerIdentities)
        .where(ofPlayer(tenantId, playerId, provider))
        .limit(1);
      return rows[0];
    },

    /**
     * Links (or re-links) the player's identity at this provider, and sets the profile flag for
     * facebook/google. Throws a unique violation when that provider user belongs to someone else,
     * and an error when the player is not the tenant's (docs/design.md#tenancy).
     */
    async link(input: {
      tenantId: string;
      playerId: string;
      provider: string;
      providerUserId: string;
      email?: string | undefined;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        const flag = SOCIAL_FLAGS[input.provider as keyof typeof SOCIAL_FLAGS];
        const owner = await tx
          .update(players)
          .set({ ...(flag ? { [flag]: true } : {}), updatedAt: new Date() })
          .where(and(eq(players.tenantId, input.tenantId), eq(players.id, input.playerId)))
          .returning({ id: players.id });
        if (!owner.length) throw new Error('Cannot link an identity to a player of another tenant.');
        await tx.delete(playerIdentities).where(ofPlayer(input.tenantId, input.playerId, input.provider));
        await tx.insert(playerIdentities).values({ ...input, email: input.email ?? null });
      });
    },

    /** Returns false when the tenant's player had no link at this provider. */
    async unlink(tenantId: string, playerId: string, provider: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(playerIdentities)
          .where(ofPlayer(tenantId, playerId, provider))
          .returning({ id: playerIdentities.id });
        const flag = SOCIAL_FLAGS[provider as keyof typeof SOCIAL_FLAGS];
        if (flag)
          await tx
            .update(players)
            .set({ [flag]: false, updatedAt: new Date() })
            .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)));
        return removed.length > 0;
      });
    },
  };
}
export type PlayerIdentitiesRepository = ReturnType<typeof createPlayerIdentitiesRepository>;

/** spent_credentials: inserting spends a one-time credential; the unique key makes it happen once. */
export function createSpentCredentialsRepository(db: Queryable) {
  return {
    /** True when this call spent it; false when it had already been spent. */
    async spend(input: { kind: string; credentialId: string; tenantId: string; expiresAt: Date }) {
      const rows = await db
        .insert(spentCredentials)
        .values(input)
        .onConflictDoNothing()
        .returning({ kind: spentCredentials.kind });
      return rows.length === 1;
    },
    async purgeExpired(now = new Date()) {
      await db.delete(spentCredentials).where(lt(spentCredentials.expiresAt, now));
    },
  };
}
export type SpentCredentialsRepository = ReturnType<typeof createSpentCredentialsRepository>;

export function createOidcAuthRequestsRepository(db: Queryable) {
  return {
    async create(row: typeof oidcAuthRequests.$inferInsert): Promise<void> {
      await db.insert(oidcAuthRequests).values(row);
    },

    async find(tenantId: string, state: string): Promise<OidcAuthRequestRow | undefined> {
      const rows = await db
        .select()
        .from(oidcAuthRequests)
        .where(and(eq(oidcAuthRequests.state, state), eq(oidcAuthRequests.tenantId, tenantId)))
        .limit(1);
      return rows[0];
    },

    /** Marks the request used and returns it, once: a second call, or an expired state, gets undefined. */
    async consume(
      tenantId: string,
      state: string,
      now = new Date(),
    ): Promise<OidcAuthRequestRow | undefined> {
      const rows = await db
        .update(oidcAuthRequests)
        .set({ usedAt: now })
        .where(
          and(
            eq(oidcAuthRequests.state, state),
            eq(oidcAuthRequests.tenantId, tenantId),
            isNull(oidcAuthRequests.usedAt),
            gt(oidcAuthRequests.expiresAt, now),
          ),
        )
        .returning();
      return rows[0];
    },

    async findByNonce(nonce: string): Promise<OidcAuthRequestRow | undefined> {
      const rows = await db.select().from(oidcAuthRequests).where(eq(oidcAuthRequests.nonce, nonce)).limit(1);
      return rows[0];
    },

    async purgeExpired(now = new Date()) {
      await db.delete(oidcAuthRequests).where(lt(oidcAuthRequests.expiresAt, now));
    },
  };
}
export type OidcAuthRequestsRepository = ReturnType<typeof createOidcAuthRequestsRepository>;
