import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { healthRoutes } from '../modules/health/health.routes';
import { metadataRoutes } from '../modules/metadata/metadata.routes';
import { webManifestRoutes } from '../modules/web-app/web-manifest.routes';
import type { CoreRepositories } from './core-repositories.composition';

/** What anyone may ask before signing in: health, the tenant's metadata and its web app manifest. */
export async function registerSiteRoutes(
  app: FastifyInstance,
  { db, core }: { db: Database; core: CoreRepositories },
) {
  await app.register(healthRoutes, { db });
  await app.register(metadataRoutes, { metadataService: core.metadataService });
  await app.register(webManifestRoutes, { metadataService: core.metadataService });
}
