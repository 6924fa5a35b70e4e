import type { Database } from '../db/client';
import { createMetadataRepository } from '../modules/metadata/metadata.repository';
import { createMetadataService } from '../modules/metadata/metadata.service';
import { createPlayersRepository } from '../modules/sign-in/players/players.repository';
import { createProfileRepository } from '../modules/profile/profile.repository';
import { createRateLimitRepository } from '../modules/rate-limits/rate-limit.repository';
import { createTenantsRepository } from '../modules/tenants/tenants.repository';

/** What nearly every area reads: players and their profile, tenants, their metadata, and the rate-limit windows. */
export function createCoreRepositories(db: Database) {
  const metadataRepository = createMetadataRepository(db);
  return {
    playersRepository: createPlayersRepository(db),
    profileRepository: createProfileRepository(db),
    tenantsRepository: createTenantsRepository(db),
    metadataRepository,
    metadataService: createMetadataService({ metadataRepository }),
    rateLimitRepository: createRateLimitRepository(db),
  };
}
export type CoreRepositories = ReturnType<typeof createCoreRepositories>;
