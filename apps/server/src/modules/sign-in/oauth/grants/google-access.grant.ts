import type { SocialVerifier } from '../../identity/social-verifier';
import type { Grant } from './grant';
import type { LinkedPlayerDeps } from './linked-player';
import { createSocialAccessGrant } from './social-access';

/**
 * google_access (docs/product.md#sign-in): access_token + user_id, verified with Google, mapped through
 * player_identities.
 */
export function createGoogleAccessGrant(deps: LinkedPlayerDeps & { verifier: SocialVerifier }): Grant {
  if (deps.verifier.provider !== 'google') throw new TypeError('a Google verifier is required');
  return createSocialAccessGrant(deps);
}
