import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { announcementsRoutes } from '../modules/announcements/announcements.routes';
import { createAnnouncementsRepository } from '../modules/announcements/announcements.repository';
import { createAnnouncementsService } from '../modules/announcements/announcements.service';
import { createBadgeEvaluator } from '../modules/badges/badge-evaluator';
import { createBadgeLedgerRepository } from '../modules/badges/badge-ledger.repository';
import { DEFAULT_RULE_KINDS } from '../modules/badges/badge-rules';
import { badgesRoutes } from '../modules/badges/badges.routes';
import { createBadgesRepository } from '../modules/badges/badges.repository';
import { createBadgesService } from '../modules/badges/badges.service';
import type { CmsRegistry } from '../modules/cms/cms-registry';
import { kioskLobbyRoutes } from '../modules/kiosk-lobby/kiosk-lobby.routes';
import { createKioskLobbyService } from '../modules/kiosk-lobby/kiosk-lobby.service';
import { locationsRoutes } from '../modules/locations/locations.routes';
import { createLocationsRepository } from '../modules/locations/locations.repository';
import { createLocationsService } from '../modules/locations/locations.service';
import { tiersRoutes } from '../modules/tiers/tiers.routes';
import { createTiersRepository } from '../modules/tiers/tiers.repository';
import { createTiersService } from '../modules/tiers/tiers.service';
import type { CoreRepositories } from './core-repositories.composition';

/**
 * What a player reads about the property (tiers, badges, announcements, locations) and
 * the kiosk lobby built from them. Badge rule kinds are a registry: a new kind (e.g. rated-play
 * sessions) is appended to the list given to createBadgeEvaluator.
 */
export async function registerLoyaltyContent(
  app: FastifyInstance,
  { db, core, cms }: { db: Database; core: CoreRepositories; cms: CmsRegistry },
) {
  const { playersRepository, metadataRepository } = core;
  const tiersRepository = createTiersRepository(db);
  const tiersService = createTiersService({ tiersRepository });
  const announcementsService = createAnnouncementsService({
    announcementsRepository: createAnnouncementsRepository(db),
    playersRepository,
    cms,
  });
  const badgesService = createBadgesService({
    badgesRepository: createBadgesRepository(db),
    badgeLedgerRepository: createBadgeLedgerRepository(db),
    tiersRepository,
    playersRepository,
    cms,
    evaluator: createBadgeEvaluator(DEFAULT_RULE_KINDS),
  });
  await app.register(tiersRoutes, { tiersService });
  await app.register(badgesRoutes, { badgesService });
  await app.register(announcementsRoutes, { announcementsService });
  await app.register(locationsRoutes, {
    locationsService: createLocationsService({ locationsRepository: createLocationsRepository(db) }),
  });
  await app.register(kioskLobbyRoutes, {
    kioskLobbyService: createKioskLobbyService({
      metadataRepository,
      announcementsService,
      badgesService,
      tiersService,
    }),
  });
}
