import { ACCOUNT_TOKEN_TTL_MINUTES, newPasswordLink, recoveryLink } from '@patron/contracts';
import type { Database, Queryable } from '../../db/client';
import type {
  AccountTokenPurpose,
  AccountTokensRepository,
} from '../sign-in/account-tokens/account-tokens.repository';
import type { PlayerRow } from '../sign-in/players/players.repository';
import type { AccountLimiter } from './account-limits';
import type { AccountCaller, AccountMailer } from './account-mailer';
import type { AccountsRepository } from './accounts.repository';

const TTL = ACCOUNT_TOKEN_TTL_MINUTES;

export const normalizeIdentifier = (identifier: string) => {
  const trimmed = identifier.trim().toLowerCase();
  return trimmed.includes('@') ? trimmed : trimmed.replace(/[^0-9]/g, '');
};

/**
 * The reset and recovery links of the account a request names, if one does: the look-up, the token
 * and the message, the work that account-links.service leaves to the background.
 */
export function createLinkMessages(deps: {
  db: Database;
  accountsRepository: AccountsRepository;
  accountTokensFor: (q: Queryable) => AccountTokensRepository;
  limits: Pick<AccountLimiter, 'allowMessage'>;
  mailer: AccountMailer;
  afterCommit: () => void;
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

  async function sendResetLink(caller: AccountCaller, login: string) {
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
  }

  async function sendRecoveryLink(caller: AccountCaller, identifier: string) {
    const key = normalizeIdentifier(identifier);
    const byEmail = key.includes('@');
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
  }

  return { sendResetLink, sendRecoveryLink };
}
