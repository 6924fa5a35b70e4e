import type { Profile } from '@patron/contracts';
import { UnauthorizedError } from '../../lib/errors';
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
    },
    hasFacebookProfile: p.hasFacebookProfile,
    hasGoogleProfile: p.hasGoogleProfile,
  };
}

export function createProfileService(deps: { playersRepository: PlayersRepository }) {
  return {
    async get(tenantId: string, patronId: string): Promise<Profile> {
      const player = await deps.playersRepository.findByPatronId(tenantId, patronId);
      // A valid token for a player who no longer exists is as good as no token.
      if (!player) throw new UnauthorizedError();
      return toProfile(player);
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
