import type { Profile } from '@patron/contracts';
import { UnauthorizedError } from '../../lib/errors';
import type { PlayerIdentitiesRepository } from '../identity/player-identities.repository';
import type { PlayerRow, PlayersRepository } from '../players/players.repository';

export function toProfile(p: PlayerRow): Profile {
  return {
    id: p.patronId,
    externalId: p.externalId,
    username: p.username,
    email: p.email,
    phoneNumber: p.phone,
    firstName: p.firstName,
    lastName: p.lastName,
    isVerified: p.isVerified,
    address: {
      city: p.city,
      addressLine1: p.addressLine1,
      addressLine2: p.addressLine2,
      zipCode: p.zipCode,
      countryId: p.countryId,
      stateId: p.stateId,
    },
    hasFacebookProfile: p.hasFacebookProfile,
    hasGoogleProfile: p.hasGoogleProfile,
    marketing: { mailAllowed: p.mailAllowed, hasEmailOptInFlag: p.emailOptIn, hasSmsOptInFlag: p.smsOptIn },
    pendingEmail: p.pendingEmail,
  };
}

export function createProfileService(deps: {
  playersRepository: PlayersRepository;
  /** The IdP link (okta) has no flag column; its link row is looked up. */
  playerIdentities?: Pick<PlayerIdentitiesRepository, 'findForPlayer'>;
}) {
  return {
    async get(tenantId: string, patronId: string): Promise<Profile> {
      const player = await deps.playersRepository.findByPatronId(tenantId, patronId);
      // A valid token for a player who no longer exists (or was deleted) is as good as no token.
      if (!player) throw new UnauthorizedError();
      const okta = await deps.playerIdentities?.findForPlayer(tenantId, player.id, 'okta');
      return { ...toProfile(player), ...(deps.playerIdentities ? { hasOktaProfile: Boolean(okta) } : {}) };
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
