import {
  ACCOUNT_TOKEN_TTL_MINUTES,
  undoContactChangeLink,
  type UndoContactChangeBody,
} from '@patron/contracts';
import type { Queryable } from '../../db/client';
import { ConflictError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../sign-in/identity/player-identities.repository';
import type { PlayerRow } from '../sign-in/players/players.repository';
import { EMAIL_IN_USE, INVALID_LINK } from './account-link-errors';
import type { AccountCaller } from './account-mailer';
import type { AccountsRepository } from './accounts.repository';
import type { AccountLinkDeps } from './account-service-deps';

const TTL = ACCOUNT_TOKEN_TTL_MINUTES.undoContactChange;

/** The links a person who took over the account could still hold: spent by an undo. */
const LINKS_OF_A_TAKEOVER = ['confirm_email', 'change_email', 'reset_password', 'recover_username'] as const;

/** A change of where the account's links go, and what its undo puts back. */
export type ContactChange =
  | { field: 'email'; to: string; before: PlayerRow }
  | { field: 'phone'; to: string | null; before: PlayerRow };

const maskedPhone = (phone: string | null) => (phone ? `•••${phone.replace(/\D/g, '').slice(-4)}` : '—');

/**
 * Where the old owner hears of a change: the e-mail on record before it (for a phone change, the
 * account's e-mail), else by SMS to the number on record before it.
 */
function oldAddressOf(change: ContactChange): { channel: 'email' | 'sms'; to: string } | null {
  const { email, phone } = change.before;
  if (email) return { channel: 'email', to: email };
  if (phone) return { channel: 'sms', to: phone };
  return null;
}

/**
 * docs/design.md#contact-changes an e-mail or phone change is told to the old address with a link
 * that undoes it: the old value back, a new password, every session ended, every other link spent.
 * That closes the way a session alone (a kiosk walked away from, a stolen token) became the account
 * for ever: change the e-mail, then reset the password through it.
 */
export function createContactChangesService(deps: AccountLinkDeps) {
  const repo = deps.accountsRepository;

  /** Before a change: refused (503) when the old owner could not be told of it. */
  function assertCanTell(change: ContactChange): void {
    const old = oldAddressOf(change);
    if (old) deps.mailer.assertEnabled(old.channel);
  }

  /** In the change's transaction: the undo link to the old address (nothing when there was none). */
  async function tellOldAddress(tx: Queryable, caller: AccountCaller, change: ContactChange) {
    const old = oldAddressOf(change);
    if (!old) return;
    const { before } = change;
    // The whole contact state before this change: an earlier link then also takes back every later
    // change, which is why using it may spend the later links.
    const restore: Record<string, string> = {
      email: before.email ?? '',
      username: before.username,
      phone: before.phone ?? '',
    };
    const token = await deps.accountTokensFor(tx).issue({
      tenantId: caller.tenant.id,
      playerId: before.id,
      purpose: 'undo_contact_change',
      ttlSeconds: TTL * 60,
      payload: restore,
      keepOlder: true,
    });
    const message = {
      caller,
      playerId: before.id,
      playerLanguage: before.language,
      recipient: old.to,
      facts: {
        link: undoContactChangeLink(caller.origin, { hash: caller.tenant.clientHash, token }),
        minutes: TTL,
        changedTo: change.field === 'email' ? change.to : maskedPhone(change.to),
      },
    };
    if (old.channel === 'sms') await deps.mailer.contactChangedSms(tx, message);
    else await deps.mailer.email(tx, change.field === 'email' ? 'email-changed' : 'phone-changed', message);
  }

  return {
    assertCanTell,
    tellOldAddress,

    /** A new phone number, at once, with its undo link to the old owner in the same transaction. */
    async changePhone(caller: AccountCaller, before: PlayerRow, to: string | null): Promise<void> {
      const change: ContactChange = { field: 'phone', to, before };
      assertCanTell(change);
      // Each change texts or mails the old address: as many as an e-mail change, so none pumps SMS.
      if (!(await deps.limits.allowMessage(caller.tenant.id, 'change_phone', before.id)))
        throw new TooManyRequestsError('Too many phone number changes; please try again later.', 900);
      await deps.db.transaction(async (tx) => {
        await repo.update(tx, caller.tenant.id, before.id, { phone: to });
        await tellOldAddress(tx, caller, change);
      });
      deps.afterCommit();
    },

    async undo(caller: AccountCaller, body: UndoContactChangeBody): Promise<void> {
      await deps.limits.limitAddress(caller.address);
      if (body.hash !== caller.tenant.clientHash) throw new ValidationError(INVALID_LINK);
      await deps.signInThrottle.limitAddress(caller.address);
      const passwordHash = await deps.passwords.hashSecret(body.password);
      const playerId = await deps.db
        .transaction(async (tx) => {
          const tokens = deps.accountTokensFor(tx);
          const spent = await tokens.consume(caller.tenant.id, 'undo_contact_change', body.token);
          if (!spent) throw new ValidationError(INVALID_LINK);
          const { tenant } = caller;
          // Token rows before the player's row, the order confirmEmail and updatePassword lock in.
          await tokens.spendUnused(tenant.id, spent.playerId, [...LINKS_OF_A_TAKEOVER]);
          await tokens.spendUnused(tenant.id, spent.playerId, ['undo_contact_change'], spent.issuedAt);
          const player = await repo.findById(tx, tenant.id, spent.playerId);
          if (!player || player.deletedAt) throw new ValidationError(INVALID_LINK);
          const email = spent.payload.email || null;
          const restored: Parameters<AccountsRepository['update']>[3] = {
            passwordHash,
            pendingEmail: null,
            email,
            phone: spent.payload.phone || null,
            // An address is proven by this link when the link came to it; none is proven by nothing.
            isVerified: email !== null,
          };
          if (email) {
            await repo.releaseUnverifiedEmail(tx, tenant.id, player.id, email);
            if (await repo.emailUsedByOther(tenant.id, player.id, email, tx))
              throw new ConflictError(EMAIL_IN_USE);
          }
          const { username } = spent.payload;
          const renamed = player.username.toLowerCase() === player.email?.toLowerCase();
          if (renamed && username && username !== player.username) {
            const holder = await repo.findAnyByUsername(tenant.id, username, tx);
            if (!holder || holder.id === player.id) restored.username = username;
          }
          await repo.update(tx, tenant.id, player.id, restored);
          // Ways in the taker may have added: a social or identity-provider link.
          await repo.unlinkIdentities(tx, tenant.id, player.id);
          return player.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ConflictError(EMAIL_IN_USE);
          throw error;
        });
      await deps.refreshTokensService.revokeAllForPlayer(caller.tenant.id, playerId);
    },
  };
}
export type ContactChangesService = ReturnType<typeof createContactChangesService>;
