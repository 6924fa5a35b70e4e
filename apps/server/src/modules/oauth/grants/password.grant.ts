import { passwordGrantSchema } from '@patron/contracts';
import { OAuthError } from '../../../lib/errors';
import { burnVerifyTime, verifySecret } from '../../../lib/passwords';
import type { PlayersRepository } from '../../players/players.repository';
import type { SignInThrottle } from '../../sign-in-throttle/sign-in-throttle.service';
import { parseGrantBody } from './parse-body';
import type { Grant } from './grant';

const INVALID = 'The user name or password is incorrect.';

export function createPasswordGrant(deps: {
  playersRepository: PlayersRepository;
  signInThrottle: SignInThrottle;
}): Grant {
  return {
    grantType: 'password',
    async handle(body, { tenant, request }) {
      const input = parseGrantBody(passwordGrantSchema, body);
      const player = await deps.playersRepository.findByUsername(tenant.id, input.username);
      const passwordHash = player?.passwordHash;
      // A locked account gets the wrong-password answer (see sign-in-throttle.service).
      const ok = await deps.signInThrottle.attempt(
        { tenantId: tenant.id, playerId: player?.id, address: request.ip },
        async () => {
          if (passwordHash) return verifySecret(passwordHash, input.password);
          await burnVerifyTime(input.password);
          return false;
        },
      );
      if (!ok || !player) throw new OAuthError('invalid_grant', INVALID);
      return { playerId: player.id, patronId: player.patronId, role: player.role };
    },
  };
}
