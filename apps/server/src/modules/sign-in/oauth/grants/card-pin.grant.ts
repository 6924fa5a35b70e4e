import { cardPinGrantSchema } from '@patron/contracts';
import { OAuthError } from '../../../../lib/errors';
import type { Passwords } from '../../../../lib/passwords';
import type { PlayersRepository } from '../../players/players.repository';
import type { SignInThrottle } from '../../throttle/sign-in-throttle.service';
import { parseGrantBody } from './parse-body';
import type { Grant } from './grant';

export const CARD_PIN_INVALID = 'The card number or PIN is incorrect.';

/**
 * docs/product.md#sign-in card_pin. An unknown card, a wrong PIN and a locked account get the same answer,
 * and an unknown card still costs one argon2 verification (against a dummy hash).
 */
export function createCardPinGrant(deps: {
  passwords: Passwords;
  playersRepository: PlayersRepository;
  signInThrottle: SignInThrottle;
}): Grant {
  return {
    grantType: 'card_pin',
    async handle(body, { tenant, request }) {
      const input = parseGrantBody(cardPinGrantSchema, body);
      // The account by card number, in the statement that reserves the attempt on it.
      const { account: player, success } = await deps.signInThrottle.attemptPendingFor(
        { tenantId: tenant.id, address: request.ip },
        deps.playersRepository.pinSignInLookup(tenant.id, input.card_number),
        async (account) => {
          if (account?.pinHash) return deps.passwords.verifySecret(account.pinHash, input.pin);
          await deps.passwords.burnVerifyTime(input.pin);
          return false;
        },
      );
      if (!success || !player) {
        await success?.record();
        throw new OAuthError('invalid_grant', CARD_PIN_INVALID);
      }
      // The token endpoint records the success with the new refresh-token family, in one statement.
      return { playerId: player.id, patronId: player.patronId, role: player.role, signInSuccess: success };
    },
  };
}
