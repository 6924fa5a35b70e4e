import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createCmsReadCopiesRepository } from '../modules/cms/cms-read-copies.repository';
import { createCmsReconciler, type CmsReconciler } from '../modules/cms/cms-reconciler';
import { createTenantCmsRegistry } from '../modules/cms/cms-tenant-registry';
import { createLocalCmsConnector, createLocalExpiryJob } from '../modules/cms/local/local-connector';
import { createLoyaltyUnitOfWork } from '../modules/cms/local/local-repositories';
import { createCmsCallMetrics } from '../modules/cms/xml-http/cms-metrics';
import { createCmsRedemptionsRepository } from '../modules/cms/xml-http/cms-redemptions.repository';
import { createTiersRepository } from '../modules/tiers/tiers.repository';
import type { CoreRepositories } from './core-repositories.composition';

declare module 'fastify' {
  interface FastifyInstance {
    cmsReconciler: CmsReconciler;
  }
}

/**
 * Each tenant's system of record (docs/design.md#casino-management-system-connector): the portal's own
 * ledger, or its casino system over xml-http, and the reconciler of redemptions whose outcome was lost,
 * every CMS_RECONCILE_MS until the app closes.
 */
export function createCms(
  app: FastifyInstance,
  deps: { db: Database; config: Config; core: CoreRepositories; metricsRegistry: Registry },
) {
  const { db, config, core } = deps;
  const loyalty = createLoyaltyUnitOfWork(db);
  const local = createLocalCmsConnector(loyalty);
  const redemptions = createCmsRedemptionsRepository(db);
  const copies = createCmsReadCopiesRepository(db);
  const tiers = createTiersRepository(db);
  const metrics = createCmsCallMetrics(deps.metricsRegistry);
  const registry = createTenantCmsRegistry({
    local,
    endpoints: config.cms.endpoints,
    timeoutMs: config.cms.timeoutMs,
    brandOf: (tenantId) => core.tenantsRepository.brandOf(tenantId),
    async metadataOf(tenantId) {
      const found = await core.metadataRepository.findByTypes(tenantId, ['ExternalRewards', 'ClientAccount']);
      return { externalRewards: found.get('ExternalRewards'), clientAccount: found.get('ClientAccount') };
    },
    async tierLadder(tenantId) {
      return (await tiers.ladder(tenantId)).map(({ number, name, creditsRequired }) => ({
        number,
        name,
        creditsRequired,
      }));
    },
    async externalIdOf({ tenantId, playerId }) {
      return (await core.playersRepository.findById(tenantId, playerId))?.externalId;
    },
    redemptions,
    copies,
    metrics: (brand, metric) => metrics(brand)(metric),
  });
  const reconciler = createCmsReconciler({
    redemptions,
    xmlHttpFor: registry.xmlHttpFor,
    timeoutMs: config.cms.timeoutMs,
    log: app.log,
  });
  app.decorate('cmsReconciler', reconciler);
  if (config.cms.reconcileMs > 0) {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      reconciler
        .runOnce()
        .catch((err: unknown) => app.log.warn({ err }, 'the redemption reconciler failed'))
        .finally(() => (running = false));
    }, config.cms.reconcileMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return { loyalty, registry, copies, expiry: createLocalExpiryJob(loyalty) };
}
export type Cms = ReturnType<typeof createCms>;
