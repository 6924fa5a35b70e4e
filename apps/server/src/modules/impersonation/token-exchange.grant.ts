import { randomUUID } from 'node:crypto';
import { TOKEN_EXCHANGE_GRANT_TYPES, tokenExchangeGrantSchema } from '@patron/contracts';
import { OAuthError } from '../../lib/errors';
import { LINK_INVALID, type ImpersonationLinkService } from './impersonation-link.service';
import type { ImpersonationRepository } from './impersonation.repository';
import type { PlayersRepository } from '../sign-in/players/players.repository';
import type { SignInThrottle } from '../sign-in/throttle/sign-in-throttle.service';
import type { AccessTokens, VerifiedAccess } from '../sign-in/oauth/access-tokens';
import type { RefreshTokensService } from '../sign-in/oauth/refresh-tokens.service';
import { parseGrantBody } from '../sign-in/oauth/grants/parse-body';
import type { Grant } from '../sign-in/oauth/grants/grant';

/** Impersonation tokens live at most 15 min (less if access tokens are shorter) and are never refreshed. */
export const IMPERSONATION_TTL_SECONDS = 900;
const BAD_ACTOR = 'The actor token is not a valid manager token for this tenant.';
const BAD_SUBJECT = 'The patron to act as is unknown.';

/**
 * docs/product.md#impersonation / docs/design.md#identity-and-sessions manager impersonation (RFC 8693): a
 * manager's access token of this tenant is exchanged for a patron's token carrying `act` and `sid`; the
 * exchange is audited. It needs the ticket of a verified /dummy link for that patron, spent here, and ends
 * the manager's own refresh tokens: the manager signed in only to act, and that session must not outlive the
 * act.
 */
export function createTokenExchangeGrant(deps: {
  accessTokens: AccessTokens;
  playersRepository: PlayersRepository;
  impersonationRepository: ImpersonationRepository;
  impersonationLinkService: Pick<ImpersonationLinkService, 'checkTicket' | 'spendTicket'>;
  refreshTokensService: Pick<RefreshTokensService, 'revokeAllForPlayer'>;
  signInThrottle: SignInThrottle;
}): Grant {
  return {
    grantType: TOKEN_EXCHANGE_GRANT_TYPES[0],
    matches: (grantType) => (TOKEN_EXCHANGE_GRANT_TYPES as readonly string[]).includes(grantType),
    async handle(body, { tenant }) {
      const input = parseGrantBody(tokenExchangeGrantSchema, body);
      let actor: VerifiedAccess;
      try {
        actor = await deps.accessTokens.verify(input.actor_token);
      } catch {
        throw new OAuthError('invalid_grant', BAD_ACTOR);
      }
      // An impersonation token cannot be exchanged again: the actor must sign in as themselves.
      if (actor.brand !== tenant.brand || actor.actor) throw new OAuthError('invalid_grant', BAD_ACTOR);
      const manager = await deps.playersRepository.findByPatronId(tenant.id, actor.patronId);
      if (manager?.role !== 'manager') throw new OAuthError('invalid_grant', BAD_ACTOR);
      await deps.signInThrottle.assertNotLocked(tenant.id, manager.id, BAD_ACTOR);

      const patronId = subjectPatronId(input.impersonated_sub, tenant.brand);
      const patron = patronId ? await deps.playersRepository.findByPatronId(tenant.id, patronId) : undefined;
      if (patron?.role !== 'player') throw new OAuthError('invalid_grant', BAD_SUBJECT);
      const ticket = deps.impersonationLinkService.checkTicket(tenant, patron.patronId, input.link_ticket);
      if (!ticket.ok || !(await deps.impersonationLinkService.spendTicket(tenant.id, ticket)))
        throw new OAuthError('invalid_grant', LINK_INVALID);

      const sessionId = randomUUID();
      await deps.impersonationRepository.recordExchange({
        tenantId: tenant.id,
        managerPlayerId: manager.id,
        patronPlayerId: patron.id,
        sessionId,
        reason: input.reason,
      });
      await deps.refreshTokensService.revokeAllForPlayer(tenant.id, manager.id);
      return {
        playerId: patron.id,
        patronId: patron.patronId,
        role: patron.role,
        actorSub: actor.sub,
        sessionId,
        ttlSeconds: Math.min(IMPERSONATION_TTL_SECONDS, deps.accessTokens.ttlSeconds),
        issueRefreshToken: false,
      };
    },
  };
}

/** `{patronId}@{brand}` of this tenant, or a bare patron id; another brand's subject is refused. */
function subjectPatronId(sub: string, brand: string): string | undefined {
  const at = sub.lastIndexOf('@');
  if (at < 0) return sub;
  return at > 0 && sub.slice(at + 1) === brand ? sub.slice(0, at) : undefined;
}
