import {
  ACCOUNT_TOKEN_TTL_MINUTES,
  confirmEmailLink,
  newPasswordLink,
  recoveryLink,
  type UpdatePasswordBody,
} from '@patron/contracts';
import type { Database, Queryable } from '../../db/client';
import { ConflictError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import type { Passwords } from '../../lib/passwords';
import type {
  AccountTokenPurpose,
  AccountTokensRepository,
} from '../sign-in/account-tokens/account-tokens.repository';
import { isUniqueViolation } from '../sign-in/identity/player-identities.repository';
import type { RefreshTokensService } from '../sign-in/oauth/refresh-tokens.service';
import type { PlayerRow } from '../sign-in/players/players.repository';
import type { SignInThrottle } from '../sign-in/throttle/sign-in-throttle.service';
import { EMAIL_IN_USE, INVALID_LINK } from './account-link-errors';
import type { AccountLimiter } from './account-limits';
import type { ContactChangesService } from './contact-changes.service';
import type { AccountCaller, AccountMailer } from './account-mailer';
import type { AccountsRepository } from './accounts.repository';

const TTL = ACCOUNT_TOKEN_TTL_MINUTES;

const normalizeIdentifier = (identifier: string) => {
  const trimmed = identifier.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : trimmed.replace(/[^0-9]/g, '');
};

/**
 * docs/design.md#account-calls links sent by e-mail or SMS: confirm an e-mail, reset a password, recover a
 * username. Tokens are single use, hashed and expiring (account-tokens repository); a request for a link
 * answers the same whether or not an account matched.
 */
export function createAccountLinksService(deps: {
  passwords: Passwords;
  db: Database;
  accountsRepository: AccountsRepository;
  /** The token repository bound to a transaction (or the database). */
  accountTokensFor: (q: Queryable) => AccountTokensRepository;
  limits: AccountLimiter;
  signInThrottle: Pick<SignInThrottle, 'limitAddress'>;
  mailer: AccountMailer;
  refreshTokensService: Pick<RefreshTokensService, 'revokeAllForPlayer'>;
  afterCommit: () => void;
  contactChanges: Pick<ContactChangesService, 'tellOldAddress'>;
}) {
  const repo = deps.accountsRepository;

  /** Issues a token and writes its message in one transaction; silently skipped past the per-account cap. */
  async function sendLink(
    caller: AccountCaller,
    player: PlayerRow,
    purpose: AccountTokenPurpose,
    minutes: number,
    send: (tx: Queryable, token: string) => Promise<void>,
    payload?: Record<string, string>,
  ) {
    if (!(await deps.limits.allowMessage(caller.tenant.id, purpose, player.id))) return;
    await deps.db.transaction(async (tx) => {
      const token = await deps.accountTokensFor(tx).issue({
        tenantId: caller.tenant.id,
        playerId: player.id,
        purpose,
        ttlSeconds: minutes * 60,
        ...(payload ? { payload } : {}),
      });
      await send(tx, token);
    });
    deps.afterCommit();
  }

  const checkHash = (caller: AccountCaller, hash: string) => {
    if (hash !== caller.tenant.clientHash) throw new ValidationError(INVALID_LINK);
  };

  return {
    async confirmEmail(caller: AccountCaller, body: { hash: string; token: string }): Promise<void> {
      await deps.limits.limitAddress(caller.address);
      checkHash(caller, body.hash);
      await deps.db
        .transaction(async (tx) => {
          const tokens = deps.accountTokensFor(tx);
          const joined = await tokens.consume(caller.tenant.id, 'confirm_email', body.token);
          if (joined) {
            await repo.update(tx, caller.tenant.id, joined.playerId, { isVerified: true });
            return;
          }
          const changed = await tokens.consume(caller.tenant.id, 'change_email', body.token);
          const email = changed?.payload.email;
          if (!changed || !email) throw new ValidationError(INVALID_LINK);
          if (await repo.emailUsedByOther(caller.tenant.id, changed.playerId, email, tx))
            throw new ConflictError(EMAIL_IN_USE);
          const player = await repo.findById(tx, caller.tenant.id, changed.playerId);
          // A change the player took back (or replaced) no longer confirms.
          if (!player || player.pendingEmail?.toLowerCase() !== email.toLowerCase())
            throw new ValidationError(INVALID_LINK);
          // A player whose username is their e-mail keeps signing in with the address they use.
          const renames = player.username.toLowerCase() === player.email?.toLowerCase();
          await repo.update(tx, caller.tenant.id, player.id, {
            email,
            pendingEmail: null,
            isVerified: true,
            ...(renames ? { username: email } : {}),
          });
          await deps.contactChanges.tellOldAddress(tx, caller, { field: 'email', to: email, before: player });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new ConflictError(EMAIL_IN_USE);
          throw error;
        });
      deps.afterCommit();
    },

    async resetPassword(caller: AccountCaller, login: string): Promise<void> {
      await deps.limits.limitAddress(caller.address);
      deps.mailer.assertEnabled('email');
      const player = await repo.findByLogin(caller.tenant.id, login.trim());
      if (!player?.email) return;
      const email = player.email;
      await sendLink(caller, player, 'reset_password', TTL.resetPassword, (tx, token) =>
        deps.mailer.email(tx, 'reset-password', {
          caller,
          playerId: player.id,
          playerLanguage: player.language,
          recipient: email,
          facts: {
            link: newPasswordLink(caller.origin, { hash: caller.tenant.clientHash, token }),
            minutes: TTL.resetPassword,
          },
        }),
      );
    },

    /** Sets the new password once per token and ends every session of the player. */
    async updatePassword(caller: AccountCaller, body: UpdatePasswordBody): Promise<void> {
      await deps.limits.limitAddress(caller.address);
      checkHash(caller, body.hash);
      await deps.signInThrottle.limitAddress(caller.address);
      const passwordHash = await deps.passwords.hashSecret(body.password);
      const playerId = await deps.db.transaction(async (tx) => {
        const spent = await deps.accountTokensFor(tx).consume(caller.tenant.id, 'reset_password', body.token);
        if (!spent) throw new ValidationError(INVALID_LINK);
        // The link came to the player's mailbox: that proves the address too.
        await repo.update(tx, caller.tenant.id, spent.playerId, { passwordHash, isVerified: true });
        return spent.playerId;
      });
      await deps.refreshTokensService.revokeAllForPlayer(caller.tenant.id, playerId);
    },

    async recoveryPlayerLink(caller: AccountCaller, identifier: string): Promise<void> {
      await deps.limits.limitAddress(caller.address);
      const key = normalizeIdentifier(identifier);
      const byEmail = key.includes('@');
      deps.mailer.assertEnabled(byEmail ? 'email' : 'sms');
      const player = byEmail
        ? await repo.findByEmail(caller.tenant.id, key)
        : await repo.findByPhone(caller.tenant.id, key);
      const recipient = byEmail ? player?.email : player?.phone;
      if (!player || !recipient) return;
      await sendLink(
        caller,
        player,
        'recover_username',
        TTL.recovery,
        async (tx, token) => {
          const message = {
            caller,
            playerId: player.id,
            playerLanguage: player.language,
            recipient,
            facts: { link: recoveryLink(caller.origin, { identifier, token }), minutes: TTL.recovery },
          };
          if (byEmail) await deps.mailer.email(tx, 'recover-username', message);
          else await deps.mailer.recoverySms(tx, message);
        },
        { identifier: key },
      );
    },

    async recoveryPlayer(caller: AccountCaller, q: { identifier: string; token: string }) {
      await deps.limits.limitAddress(caller.address);
      const spent = await deps
        .accountTokensFor(deps.db)
        .consume(caller.tenant.id, 'recover_username', q.token);
      if (!spent || spent.payload.identifier !== normalizeIdentifier(q.identifier))
        throw new ValidationError(INVALID_LINK);
      const player = await repo.findById(deps.db, caller.tenant.id, spent.playerId);
      if (!player) throw new ValidationError(INVALID_LINK);
      return { username: player.username };
    },

    /** PUT /api/profile/ with a new e-mail: kept pending until the link sent to it is opened. */
    async requestEmailChange(caller: AccountCaller, player: PlayerRow, email: string): Promise<void> {
      deps.mailer.assertEnabled('email');
      if (!(await deps.limits.allowMessage(caller.tenant.id, 'change_email', player.id)))
        throw new TooManyRequestsError('Too many e-mail changes; please try again later.', 900);
      await deps.db.transaction(async (tx) => {
        await repo.update(tx, caller.tenant.id, player.id, { pendingEmail: email });
        const token = await deps.accountTokensFor(tx).issue({
          tenantId: caller.tenant.id,
          playerId: player.id,
          purpose: 'change_email',
          ttlSeconds: TTL.confirmEmail * 60,
          payload: { email },
        });
        await deps.mailer.email(tx, 'change-email', {
          caller,
          playerId: player.id,
          playerLanguage: player.language,
          recipient: email,
          facts: {
            link: confirmEmailLink(caller.origin, { hash: caller.tenant.clientHash, token }),
            minutes: TTL.confirmEmail,
          },
        });
      });
      deps.afterCommit();
    },
  };
}
export type AccountLinksService = ReturnType<typeof createAccountLinksService>;
