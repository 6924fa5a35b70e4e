import type { Profile } from '@patron/contracts';
import { UnauthorizedError } from '../../lib/errors';
import type { PlayerRow } from '../sign-in/players/players.repository';
import type { ProfileRepository } from './profile.repository';

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

export function createProfileService(deps: { profileRepository: Pick<ProfileRepository, 'findJson'> }) {
  return {
    /** The signed-in player's profile as JSON text (toProfile's shape, and hasOktaProfile). */
    async getJson(tenantId: string, patronId: string): Promise<string> {
      const json = await deps.profileRepository.findJson(tenantId, patronId);
      // A valid token for a player who no longer exists (or was deleted) is as good as no token.
      if (json === undefined) throw new UnauthorizedError();
      return json;
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
