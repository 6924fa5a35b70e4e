import { rTokenGrantSchema } from '@patron/contracts';
import { OAuthError } from '../../../../lib/errors';
import { isIdentityVerificationError } from '../../identity/identity-error';
import type { SpentCredentialsRepository } from '../../identity/player-identities.repository';
import type { RemoteAuthTokens } from '../../identity/remote-auth-token';
import type { PlayersRepository } from '../../players/players.repository';
import type { SignInThrottle } from '../../throttle/sign-in-throttle.service';
import type { Grant } from './grant';
import { subjectOf } from './linked-player';
import { parseGrantBody } from './parse-body';

const INVALID = 'The remote sign-in token is invalid or expired.';

/**
 * r_token (docs/product.md#sign-in): a one-time token a host system signed for a patron of one brand, with
 * the key its `kid` names, which must be bound to this tenant's brand.
 */
export function createRTokenGrant(deps: {
  remoteAuthTokens: RemoteAuthTokens;
  spentCredentials: SpentCredentialsRepository;
  playersRepository: PlayersRepository;
  signInThrottle: Pick<SignInThrottle, 'assertNotLocked'>;
}): Grant {
  return {
    grantType: 'r_token',
    async handle(body, { tenant }) {
      const input = parseGrantBody(rTokenGrantSchema, body);
      const token = await deps.remoteAuthTokens.verify(input.rtoken).catch((error: unknown) => {
        if (isIdentityVerificationError(error)) throw new OAuthError('invalid_grant', INVALID);
        throw error;
      });
      if (token.brand !== tenant.brand) throw new OAuthError('invalid_grant', INVALID);
      const spent = await deps.spentCredentials.spend({
        kind: 'rtoken',
        credentialId: token.jti,
        tenantId: tenant.id,
        expiresAt: token.expiresAt,
      });
      if (!spent) throw new OAuthError('invalid_grant', 'The remote sign-in token was already used.');
      const player = await deps.playersRepository.findByPatronId(tenant.id, token.patronId);
      // A host system speaks for its patrons only: a manager signs in with a password.
      if (!player || player.role !== 'player') throw new OAuthError('invalid_grant', INVALID);
      await deps.signInThrottle.assertNotLocked(tenant.id, player.id, INVALID);
      return { ...subjectOf(player), responseExtras: { 'as:client_id': token.clientId } };
    },
  };
}
