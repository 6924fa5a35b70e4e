import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { playerIdentities, players } from '../../db/schema/index';
import type { PlayerRow } from '../sign-in/players/players.repository';

export type NewPlayer = typeof players.$inferInsert;

const active = isNull(players.deletedAt);
const digitsOf = (phone: string) => phone.replace(/[^0-9]/g, '');

/**
 * Account lookups and writes (sign-up, confirmation, reset, recovery, deletion); every read and write is
 * scoped to one tenant.
 */
export function createAccountsRepository(db: Queryable) {
  const one = async (where: ReturnType<typeof and>, q: Queryable = db): Promise<PlayerRow | undefined> =>
    (await q.select().from(players).where(where).limit(1))[0];
  const byId = (tenantId: string, playerId: string) =>
    and(eq(players.tenantId, tenantId), eq(players.id, playerId));

  return {
    findById: (q: Queryable, tenantId: string, playerId: string) =>
      one(and(byId(tenantId, playerId), active), q),

    findByEmail: (tenantId: string, email: string, q?: Queryable) =>
      one(and(eq(players.tenantId, tenantId), sql`lower(${players.email}) = lower(${email})`, active), q),

    /** Deleted accounts keep their username until masked, so it cannot be taken over meanwhile. */
    findAnyByUsername: (tenantId: string, username: string, q?: Queryable) =>
      one(and(eq(players.tenantId, tenantId), sql`lower(${players.username}) = lower(${username})`), q),

    /** A username, or an e-mail address, as a player types it on "forgot password". */
    async findByLogin(tenantId: string, login: string): Promise<PlayerRow | undefined> {
      // An address finds its owner first: a username spelled like someone's e-mail cannot take their reset.
      const byEmail = login.includes('@')
        ? await one(
            and(eq(players.tenantId, tenantId), sql`lower(${players.email}) = lower(${login})`, active),
          )
        : undefined;
      return (
        byEmail ??
        one(and(eq(players.tenantId, tenantId), sql`lower(${players.username}) = lower(${login})`, active))
      );
    },

    /** Mobile numbers are compared by their digits, so "(702) 555-0100" finds +17025550100. */
    async findByPhone(tenantId: string, phone: string): Promise<PlayerRow | undefined> {
      const digits = digitsOf(phone);
      if (digits.length < 6) return undefined;
      return one(
        and(
          eq(players.tenantId, tenantId),
          // A number typed without its country code (10+ digits) matches the stored +1… one.
          digits.length >= 10
            ? sql`right(regexp_replace(coalesce(${players.phone}, ''), '[^0-9]', '', 'g'), ${digits.length}) = ${digits}`
            : sql`regexp_replace(coalesce(${players.phone}, ''), '[^0-9]', '', 'g') = ${digits}`,
          active,
        ),
      );
    },

    findByExternalId: (tenantId: string, externalId: string, q?: Queryable) =>
      one(and(eq(players.tenantId, tenantId), eq(players.externalId, externalId), active), q),

    /** Someone other than `playerId` already uses `email` (an e-mail change must not share it). */
    async emailUsedByOther(tenantId: string, playerId: string, email: string, q: Queryable = db) {
      const other = await one(
        and(
          eq(players.tenantId, tenantId),
          ne(players.id, playerId),
          sql`lower(${players.email}) = lower(${email})`,
          active,
        ),
        q,
      );
      return other !== undefined;
    },

    /**
     * Takes `email` from the unverified accounts other than `playerId` that hold it: a sign-up made
     * with an address after it moved away must not keep its owner, who proved the mailbox, from
     * getting it back.
     */
    async releaseUnverifiedEmail(q: Queryable, tenantId: string, playerId: string, email: string) {
      await q
        .update(players)
        .set({ email: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(players.tenantId, tenantId),
            ne(players.id, playerId),
            eq(players.isVerified, false),
            sql`lower(${players.email}) = lower(${email})`,
          ),
        );
    },

    /** Every external sign-in (social, identity provider) the player has linked ends. */
    async unlinkIdentities(q: Queryable, tenantId: string, playerId: string) {
      await q
        .delete(playerIdentities)
        .where(and(eq(playerIdentities.tenantId, tenantId), eq(playerIdentities.playerId, playerId)));
      await q
        .update(players)
        .set({ hasFacebookProfile: false, hasGoogleProfile: false, updatedAt: sql`now()` })
        .where(and(eq(players.tenantId, tenantId), eq(players.id, playerId)));
    },

    async insert(q: Queryable, row: NewPlayer): Promise<PlayerRow> {
      const [created] = await q.insert(players).values(row).returning();
      if (!created) throw new Error('player insert returned nothing');
      return created;
    },

    async patronIdTaken(q: Queryable, tenantId: string, patronId: string): Promise<boolean> {
      const rows = await q
        .select({ id: players.id })
        .from(players)
        .where(and(eq(players.tenantId, tenantId), eq(players.patronId, patronId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Gives a CMS player an online account once: false when one was set meanwhile. */
    async claimOnline(q: Queryable, tenantId: string, playerId: string, changes: Partial<NewPlayer>) {
      const rows = await q
        .update(players)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(byId(tenantId, playerId), active, isNull(players.passwordHash)))
        .returning({ id: players.id });
      return rows.length > 0;
    },

    async update(q: Queryable, tenantId: string, playerId: string, changes: Partial<NewPlayer>) {
      await q
        .update(players)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(byId(tenantId, playerId), active));
    },

    /** Marks the account deleted once; false when it was already deleted (a repeated DELETE). */
    async markDeleted(
      q: Queryable,
      tenantId: string,
      playerId: string,
      at: { deletedAt: Date; maskAfter: Date },
    ): Promise<boolean> {
      const rows = await q
        .update(players)
        .set({
          ...at,
          hasFacebookProfile: false,
          hasGoogleProfile: false,
          updatedAt: sql`now()`,
        })
        .where(and(byId(tenantId, playerId), active))
        .returning({ id: players.id });
      if (rows.length)
        await q
          .delete(playerIdentities)
          .where(and(eq(playerIdentities.tenantId, tenantId), eq(playerIdentities.playerId, playerId)));
      return rows.length > 0;
    },

    async hasIdentity(tenantId: string, playerId: string, provider: string): Promise<boolean> {
      const rows = await db
        .select({ id: playerIdentities.id })
        .from(playerIdentities)
        .where(
          and(
            eq(playerIdentities.tenantId, tenantId),
            eq(playerIdentities.playerId, playerId),
            eq(playerIdentities.provider, provider),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
