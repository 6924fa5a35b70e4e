import type { SocialVerifier } from '../../identity/social-verifier';
import type { Grant } from './grant';
import type { LinkedPlayerDeps } from './linked-player';
import { createSocialAccessGrant } from './social-access';

/**
 * facebook_access (docs/product.md#sign-in): access_token + user_id, verified with Facebook, mapped through
 * player_identities.
 */
export function createFacebookAccessGrant(deps: LinkedPlayerDeps & { verifier: SocialVerifier }): Grant {
  if (deps.verifier.provider !== 'facebook') throw new TypeError('a Facebook verifier is required');
  return createSocialAccessGrant(deps);
}
