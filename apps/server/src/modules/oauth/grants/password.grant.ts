import { passwordGrantSchema } from '@patron/contracts';
import { OAuthError } from '../../../lib/errors';
import { burnVerifyTime, verifySecret } from '../../../lib/passwords';
import type { PlayersRepository } from '../../players/players.repository';
import { parseGrantBody } from './parse-body';
import type { Grant } from './grant';

const INVALID = 'The user name or password is incorrect.';

export function createPasswordGrant(deps: { playersRepository: PlayersRepository }): Grant {
  return {
    grantType: 'password',
    async handle(body, { tenant }) {
      const input = parseGrantBody(passwordGrantSchema, body);
      const player = await deps.playersRepository.findByUsername(tenant.id, input.username);
      if (!player?.passwordHash) {
        await burnVerifyTime(input.password);
        throw new OAuthError('invalid_grant', INVALID);
      }
      if (!(await verifySecret(player.passwordHash, input.password)))
        throw new OAuthError('invalid_grant', INVALID);
      return { playerId: player.id, patronId: player.patronId, role: player.role };
    },
  };
}
