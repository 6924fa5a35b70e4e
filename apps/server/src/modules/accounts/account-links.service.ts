import { ACCOUNT_TOKEN_TTL_MINUTES, confirmEmailLink, type UpdatePasswordBody } from '@patron/contracts';
import type { BackgroundTasks } from '../../lib/background-tasks';
import { ConflictError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../sign-in/identity/player-identities.repository';
import type { PlayerRow } from '../sign-in/players/players.repository';
import { EMAIL_IN_USE, INVALID_LINK } from './account-link-errors';
import type { ContactChangesService } from './contact-changes.service';
import type { AccountCaller } from './account-mailer';
import { createLinkMessages, normalizeIdentifier } from './account-link-messages';
import type { AccountLinkDeps } from './account-service-deps';

const TTL = ACCOUNT_TOKEN_TTL_MINUTES;

/**
 * docs/design.md#account-calls links sent by e-mail or SMS: confirm an e-mail, reset a password, recover a
 * username. Tokens are single use, hashed and expiring (account-tokens repository); a request for a link
 * answers the same whether or not an account matched, and as fast: the look-up, the token and the
 * message are background work the reply does not wait for.
 */
export function createAccountLinksService(
  deps: AccountLinkDeps & {
    contactChanges: Pick<ContactChangesService, 'tellOldAddress'>;
    background: Pick<BackgroundTasks, 'run'>;
  },
) {
  const repo = deps.accountsRepository;
  const { sendResetLink, sendRecoveryLink } = createLinkMessages(deps);

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
            // A club member who proved it with the e-mail on record: the password chosen then starts now.
            const { passwordHash } = joined.payload;
            if (passwordHash)
              await repo.claimOnline(tx, caller.tenant.id, joined.playerId, {
                passwordHash,
                isVerified: true,
              });
            else await repo.update(tx, caller.tenant.id, joined.playerId, { isVerified: true });
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
      deps.background.run('password-reset link', () => sendResetLink(caller, login));
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
      deps.mailer.assertEnabled(normalizeIdentifier(identifier).includes('@') ? 'email' : 'sms');
      deps.background.run('username-recovery link', () => sendRecoveryLink(caller, identifier));
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
