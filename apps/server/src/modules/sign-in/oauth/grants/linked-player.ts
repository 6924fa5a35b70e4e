import { OAuthError } from '../../../../lib/errors';
import type { PlayerIdentitiesRepository } from '../../identity/player-identities.repository';
import type { PlayerRow, PlayersRepository } from '../../players/players.repository';
import type { SignInThrottle } from '../../throttle/sign-in-throttle.service';
import type { GrantSubject } from './grant';

export type LinkedPlayerDeps = {
  playerIdentities: PlayerIdentitiesRepository;
  playersRepository: PlayersRepository;
  signInThrottle: Pick<SignInThrottle, 'assertNotLocked'>;
};

export const subjectOf = (player: PlayerRow): GrantSubject => ({
  playerId: player.id,
  patronId: player.patronId,
  role: player.role,
});

/** The player linked to (provider, providerUserId) in this tenant; refused when none or locked. */
export async function linkedPlayer(
  deps: LinkedPlayerDeps,
  input: { tenantId: string; provider: string; providerUserId: string; notLinked: string },
): Promise<PlayerRow> {
  const playerId = await deps.playerIdentities.findPlayerId(
    input.tenantId,
    input.provider,
    input.providerUserId,
  );
  const player = playerId ? await deps.playersRepository.findById(input.tenantId, playerId) : undefined;
  if (!player) throw new OAuthError('invalid_grant', input.notLinked);
  // A locked account must not get in through another door (docs/design.md#identity-and-sessions).
  await deps.signInThrottle.assertNotLocked(input.tenantId, player.id, input.notLinked);
  return player;
}
