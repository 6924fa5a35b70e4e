import type { AutoSignUpBody } from '@patron/contracts';
import type { Passwords } from '../../lib/passwords';
import type { PlayerRow } from '../sign-in/players/players.repository';
import type { SignInThrottle } from '../sign-in/throttle/sign-in-throttle.service';

/** What a caller shows to be a CMS player: the e-mail on record, or the player's card number and PIN. */
export type CmsPlayerProof = Pick<AutoSignUpBody, 'email' | 'cardNumber' | 'pin'>;

/**
 * docs/design.md#account-calls: whether the caller is `player` (undefined: no player has the
 * externalId). Card and PIN are checked as the casino system's validate checks them, through the
 * sign-in throttle, so a PIN cannot be guessed here and a wrong one counts toward the sign-in lock;
 * an unknown player or a card of someone else still costs one argon2 verification.
 */
export function createCmsPlayerProof(deps: {
  passwords: Passwords;
  signInThrottle: Pick<SignInThrottle, 'attempt'>;
}) {
  return async function proves(
    caller: { tenantId: string; address: string },
    player: PlayerRow | undefined,
    proof: CmsPlayerProof,
  ): Promise<boolean> {
    const { cardNumber, pin } = proof;
    if (cardNumber === undefined || pin === undefined)
      return Boolean(player?.email && player.email.toLowerCase() === proof.email.toLowerCase());
    // The lock counts only for the card's own club member without an online account: a stranger who
    // knows an externalId must not be able to lock somebody's sign-in from here.
    const counted =
      player && player.cardNumber === cardNumber && !player.passwordHash ? player.id : undefined;
    return deps.signInThrottle.attempt({ ...caller, playerId: counted }, async () => {
      const pinHash = player?.cardNumber === cardNumber ? player.pinHash : null;
      if (pinHash) return deps.passwords.verifySecret(pinHash, pin);
      await deps.passwords.burnVerifyTime(pin);
      return false;
    });
  };
}
export type CmsPlayerProver = ReturnType<typeof createCmsPlayerProof>;
