import type { Language } from '@patron/contracts';
import { UnauthorizedError } from '../../lib/errors';
import type { PlayersRepository } from '../sign-in/players/players.repository';

/** The caller of a statements call: the signed-in player of the request's tenant. */
export type StatementCaller = {
  tenantId: string;
  tenantName: string;
  patronId: string;
  language: Language;
  /** The client address (the sign-in throttle counts failures per address too). */
  address: string;
};

export async function loadPlayer(playersRepository: PlayersRepository, caller: StatementCaller) {
  const row = await playersRepository.findByPatronId(caller.tenantId, caller.patronId);
  // A valid token for a player who no longer exists is as good as no token.
  if (!row) throw new UnauthorizedError();
  return { key: { tenantId: caller.tenantId, playerId: row.id }, row };
}
