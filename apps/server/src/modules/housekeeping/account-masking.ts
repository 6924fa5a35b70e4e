import { and, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountTokens, outbox, players } from '../../db/schema/index';

const BATCH = 200;

/**
 * Personal fields of accounts deleted more than UserDataMaskingPendingDays ago are
 * masked. The row stays (ledger movements and rewards point at it, and they are financial records)
 * with only its ids; messages and tokens that carried an address are removed. Idempotent, and
 * safe with several instances (each batch is one UPDATE … RETURNING).
 */
export function createAccountMaskingTask(db: Database) {
  return async function maskDeletedAccounts(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const due = db
        .select({ id: players.id })
        .from(players)
        .where(and(isNotNull(players.maskAfter), lte(players.maskAfter, now), isNull(players.maskedAt)))
        .limit(BATCH);
      const masked = await db.transaction(async (tx) => {
        const rows = await tx
          .update(players)
          .set({
            username: sql`'deleted-' || ${players.id}::text`,
            passwordHash: null,
            pinHash: null,
            cardNumber: null,
            email: null,
            pendingEmail: null,
            phone: null,
            firstName: '',
            lastName: '',
            birthdate: null,
            addressLine1: null,
            addressLine2: null,
            city: null,
            stateId: null,
            zipCode: null,
            countryId: null,
            language: null,
            mailAllowed: false,
            emailOptIn: false,
            smsOptIn: false,
            hasFacebookProfile: false,
            hasGoogleProfile: false,
            maskedAt: now,
            updatedAt: now,
          })
          .where(inArray(players.id, due))
          .returning({ id: players.id });
        const ids = rows.map((r) => r.id);
        if (ids.length) {
          await tx.delete(accountTokens).where(inArray(accountTokens.playerId, ids));
          await tx.delete(outbox).where(and(inArray(outbox.playerId, ids), isNotNull(outbox.playerId)));
        }
        return ids.length;
      });
      total += masked;
      if (masked < BATCH) return total;
    }
  };
}
