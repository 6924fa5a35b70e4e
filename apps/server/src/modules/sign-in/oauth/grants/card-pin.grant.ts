import { cardPinGrantSchema } from '@patron/contracts';
import { OAuthError, SignInPausedError } from '../../../../lib/errors';
import type { Passwords } from '../../../../lib/passwords';
import type { PlayersRepository } from '../../players/players.repository';
import type { SignInThrottle } from '../../throttle/sign-in-throttle.service';
import { parseGrantBody } from './parse-body';
import type { Grant } from './grant';
import { english } from '../../../../lib/i18n/catalogue';

export const CARD_PIN_INVALID = english('cardPinIncorrect');

/**
 * docs/product.md#sign-in card_pin. An unknown card is counted and locked under a key of its own, so it
 * answers as a known card does at every attempt: the same wrong-PIN answer, then the same 429 once its
 * attempts are used up, each for one argon2 verification (against a dummy hash for an unknown card).
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
      const {
        account: player,
        success,
        lockedSeconds,
      } = await deps.signInThrottle.attemptPendingFor(
        {
          tenantId: tenant.id,
          address: request.ip,
          unknownAccount: { kind: 'card', name: input.card_number },
        },
        deps.playersRepository.pinSignInLookup(tenant.id, input.card_number),
        async (account) => {
          if (account?.pinHash) return deps.passwords.verifySecret(account.pinHash, input.pin);
          await deps.passwords.burnVerifyTime(input.pin);
          return false;
        },
      );
      if (!success || !player) {
        await success?.record();
        if (lockedSeconds !== undefined) throw new SignInPausedError(lockedSeconds);
        throw new OAuthError('invalid_grant', CARD_PIN_INVALID);
      }
      // The token endpoint records the success with the new refresh-token family, in one statement.
      return { playerId: player.id, patronId: player.patronId, role: player.role, signInSuccess: success };
    },
  };
}
