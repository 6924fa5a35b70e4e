import type { DeleteAccountResponse } from '@patron/contracts';
import type { Database } from '../../db/client';
import { UnauthorizedError } from '../../lib/errors';
import type { RefreshTokensService } from '../sign-in/oauth/refresh-tokens.service';
import type { PlayersRepository } from '../sign-in/players/players.repository';
import { languageFor, type AccountCaller, type AccountMailer } from './account-mailer';
import { longDate } from './account-mail-text';
import type { AccountSettingsReader } from './account-settings';
import type { AccountsRepository } from './accounts.repository';

const DAY_MS = 24 * 3600_000;

/**
 * DELETE /api/profile/: from this moment every grant refuses the player (the players repository
 * no longer finds a deleted account), refresh-token families and identity links end, and the
 * masking job removes personal fields after UserDataMaskingPendingDays.
 */
export function createAccountDeletionService(deps: {
  db: Database;
  playersRepository: PlayersRepository;
  accountsRepository: AccountsRepository;
  accountSettings: AccountSettingsReader;
  mailer: AccountMailer;
  refreshTokensService: Pick<RefreshTokensService, 'revokeAllForPlayer'>;
  afterCommit: () => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    async delete(caller: AccountCaller, patronId: string): Promise<DeleteAccountResponse> {
      const player = await deps.playersRepository.findByPatronId(caller.tenant.id, patronId);
      if (!player) throw new UnauthorizedError();
      const { maskingDays } = await deps.accountSettings(caller.tenant.id);
      const deletedAt = now();
      const maskAt = new Date(deletedAt.getTime() + maskingDays * DAY_MS);
      const deleted = await deps.db.transaction(async (tx) => {
        if (
          !(await deps.accountsRepository.markDeleted(tx, caller.tenant.id, player.id, {
            deletedAt,
            maskAfter: maskAt,
          }))
        )
          return false;
        if (player.email)
          await deps.mailer.email(tx, 'account-deleted', {
            caller,
            playerId: player.id,
            playerLanguage: player.language,
            recipient: player.email,
            facts: { link: caller.origin, date: longDate(languageFor(caller, player.language), maskAt) },
          });
        return true;
      });
      // A second DELETE racing the first finds the account gone, as any call of a deleted player.
      if (!deleted) throw new UnauthorizedError();
      await deps.refreshTokensService.revokeAllForPlayer(caller.tenant.id, player.id);
      deps.afterCommit();
      return { deletedAt: deletedAt.toISOString(), maskAt: maskAt.toISOString() };
    },
  };
}
export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
