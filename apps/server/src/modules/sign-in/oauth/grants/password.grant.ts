import { passwordGrantSchema } from '@patron/contracts';
import { OAuthError } from '../../../../lib/errors';
import type { Passwords } from '../../../../lib/passwords';
import type { PlayersRepository } from '../../players/players.repository';
import type { SignInThrottle } from '../../throttle/sign-in-throttle.service';
import { parseGrantBody } from './parse-body';
import type { Grant } from './grant';
import { english } from '../../../../lib/i18n/catalogue';

const INVALID = english('passwordIncorrect');

export function createPasswordGrant(deps: {
  passwords: Passwords;
  playersRepository: PlayersRepository;
  signInThrottle: SignInThrottle;
}): Grant {
  return {
    grantType: 'password',
    async handle(body, { tenant, request }) {
      const input = parseGrantBody(passwordGrantSchema, body);
      // The account by user name, in the statement that reserves the attempt on it.
      const { account: player, success } = await deps.signInThrottle.attemptPendingFor(
        { tenantId: tenant.id, address: request.ip },
        deps.playersRepository.passwordSignInLookup(tenant.id, input.username),
        async (account) => {
          // A locked account gets the wrong-password answer (see sign-in-throttle.service).
          if (account?.passwordHash) return deps.passwords.verifySecret(account.passwordHash, input.password);
          await deps.passwords.burnVerifyTime(input.password);
          return false;
        },
      );
      if (!success || !player) {
        await success?.record();
        throw new OAuthError('invalid_grant', INVALID);
      }
      // The token endpoint records the success with the new refresh-token family, in one statement.
      return { playerId: player.id, patronId: player.patronId, role: player.role, signInSuccess: success };
    },
  };
}
