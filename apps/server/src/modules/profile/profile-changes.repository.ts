import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { players } from '../../db/schema/index';

type ContactChanges = Partial<
  Pick<
    typeof players.$inferInsert,
    | 'email'
    | 'phone'
    | 'firstName'
    | 'lastName'
    | 'city'
    | 'addressLine1'
    | 'addressLine2'
    | 'zipCode'
    | 'countryId'
    | 'stateId'
    | 'mailAllowed'
    | 'emailOptIn'
    | 'smsOptIn'
    | 'pendingEmail'
  >
>;

/** Writes of the profile-changing routes; reads stay in the players repository. */
export function createProfileChangesRepository(db: Queryable) {
  const byPlayer = (tenantId: string, playerId: string) =>
    and(eq(players.tenantId, tenantId), eq(players.id, playerId));
  return {
    async updateContact(tenantId: string, playerId: string, changes: ContactChanges): Promise<void> {
      await db
        .update(players)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(byPlayer(tenantId, playerId));
    },
    async setPasswordHash(tenantId: string, playerId: string, passwordHash: string): Promise<void> {
      await db
        .update(players)
        .set({ passwordHash, updatedAt: sql`now()` })
        .where(byPlayer(tenantId, playerId));
    },
    async setPinHash(tenantId: string, playerId: string, pinHash: string): Promise<void> {
      await db
        .update(players)
        .set({ pinHash, updatedAt: sql`now()` })
        .where(byPlayer(tenantId, playerId));
    },
  };
}
export type ProfileChangesRepository = ReturnType<typeof createProfileChangesRepository>;
