import { socialGrantSchema } from '@patron/contracts';
import type { SocialVerifier } from '../../identity/social-verifier';
import { toGrantError } from '../../identity/identity-failures';
import type { Grant } from './grant';
import { linkedPlayer, subjectOf, type LinkedPlayerDeps } from './linked-player';
import { parseGrantBody } from './parse-body';

const LABELS = { facebook: 'Facebook', google: 'Google' } as const;

/**
 * facebook_access / google_access (docs/product.md#sign-in): the provider vouches for user_id, the link finds
 * the player.
 */
export function createSocialAccessGrant(deps: LinkedPlayerDeps & { verifier: SocialVerifier }): Grant {
  const provider = deps.verifier.provider;
  const label = LABELS[provider];
  return {
    grantType: `${provider}_access`,
    async handle(body, { tenant }) {
      const input = parseGrantBody(socialGrantSchema, body);
      const identity = await deps.verifier
        .verify({ accessToken: input.access_token, userId: input.user_id })
        .catch((error: unknown) => {
          throw toGrantError(error, label);
        });
      const player = await linkedPlayer(deps, {
        tenantId: tenant.id,
        provider,
        providerUserId: identity.providerUserId,
        notLinked: `No account is linked to this ${label} profile.`,
      });
      return subjectOf(player);
    },
  };
}
