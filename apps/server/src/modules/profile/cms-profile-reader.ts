import type { Profile } from '@patron/contracts';
import type { PlayerKey } from '../../lib/player-key';
import type { CmsConnector, CmsProfile } from '../cms/cms-connector';
import { CmsFailureError } from '../cms/xml-http/cms-errors';
import type { PlayersRepository } from '../sign-in/players/players.repository';
import { CMS_OWNED_FIELDS, withCmsProfile } from './cms-owned-fields';
import type { ProfileRepository } from './profile.repository';

export type CmsProfileReaderDeps = {
  profileRepository: Pick<ProfileRepository, 'findJson'>;
  playersRepository: Pick<PlayersRepository, 'findByPatronId'>;
  /** The tenant's casino system, or null when the portal's own record is the profile. */
  xmlHttpFor(tenantId: string): Promise<Pick<CmsConnector, 'getProfile'> | null>;
};

/** What the casino system says of a player: `owned` null when it is not answering and has no copy. */
export type CmsOwned = { owned: (CmsProfile & { stale?: true; asOf?: string }) | null };

/**
 * The profile as GET /api/profile/ answers it. A tenant on its casino system gets the names, contact details,
 * address and birthdate from there (docs/design.md#casino-management-system-connector); a player the casino
 * does not know (no externalId) and every other tenant get the portal's JSON text untouched.
 */
export function createCmsProfileReader(deps: CmsProfileReaderDeps) {
  /** null for a tenant or player the casino system has nothing on. */
  async function cmsOwned(tenantId: string, patronId: string): Promise<CmsOwned | null> {
    const cms = await deps.xmlHttpFor(tenantId);
    if (!cms) return null;
    const player = await deps.playersRepository.findByPatronId(tenantId, patronId);
    if (!player?.externalId) return null;
    const key: PlayerKey = { tenantId, playerId: player.id };
    try {
      return { owned: await cms.getProfile(key) };
    } catch (error) {
      if (error instanceof CmsFailureError) return { owned: null };
      throw error;
    }
  }

  return {
    cmsOwned,

    /** The player's profile as JSON text; undefined for no such player, or a deleted one. */
    async findJson(tenantId: string, patronId: string): Promise<string | undefined> {
      const json = await deps.profileRepository.findJson(tenantId, patronId);
      if (json === undefined) return undefined;
      const cms = await cmsOwned(tenantId, patronId);
      if (!cms) return json;
      const profile = JSON.parse(json) as Profile;
      if (cms.owned) return JSON.stringify(withCmsProfile(profile, cms.owned));
      // The casino is not answering and no copy is left. A 503 here would take the whole portal down with
      // it (every screen waits on the profile), while its password, PIN, marketing and linked accounts are
      // the portal's and still work. So the portal's own record answers, marked stale (its age unknown), the
      // casino's fields still read-only, and the player taken as discreet: without the casino's word, the
      // shared screens leave the name out rather than guess it may be shown.
      return JSON.stringify({
        ...profile,
        readOnlyFields: CMS_OWNED_FIELDS,
        discreet: true,
        stale: true,
      } satisfies Profile);
    },
  };
}
export type CmsProfileReader = ReturnType<typeof createCmsProfileReader>;
