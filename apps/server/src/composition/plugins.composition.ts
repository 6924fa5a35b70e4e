import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../config';
import { idpNamesOf, tenantConfigFor } from '../db/seed/tenant-config';
import type { DevWiring } from '../dev/dev-wiring';
import impersonationAuditPlugin from '../modules/impersonation/impersonation-audit.plugin';
import type { MessagesModule } from '../modules/messages/messages.module';
import { createTenantResolver } from '../modules/tenants/tenant-resolver';
import { createAnalyticsCsp } from '../modules/web-app/analytics-csp';
import authPlugin from '../plugins/auth';
import docsPlugin from '../plugins/docs';
import errorsPlugin from '../plugins/errors';
import metricsPlugin from '../plugins/metrics';
import { createOpsAccess } from '../plugins/ops-access';
import securityPlugin from '../plugins/security';
import tenantPlugin from '../plugins/tenant';
import type { CoreRepositories } from './core-repositories.composition';
import type { SignIn } from './sign-in.composition';

/** Cross-cutting concerns, registered before any route so every route gets them. */
export async function registerPlugins(
  app: FastifyInstance,
  deps: {
    config: Config;
    core: CoreRepositories;
    signIn: SignIn;
    messages: MessagesModule;
    metricsRegistry: Registry;
    dev: DevWiring | undefined;
  },
) {
  const { config, core, signIn } = deps;
  const analyticsCsp = createAnalyticsCsp({ metadataService: core.metadataService });
  const resolver = createTenantResolver({
    tenantsRepository: core.tenantsRepository,
    allowXTarget: config.allowXTarget,
    defaultBrand: config.defaultBrand,
  });
  const ops = createOpsAccess(config);
  await app.register(errorsPlugin);
  // Imported only outside production, like the dev plugin below.
  const devCsp = config.devMode
    ? (await import('../dev/casino-system-csp')).casinoSystemConnectSrc(config)
    : undefined;
  await app.register(securityPlugin, {
    documentCsp: async (request) => {
      if (!request.tenant) return undefined;
      const csp = await analyticsCsp(request.tenant.id);
      return devCsp ? devCsp(request.tenant.brand, csp) : csp;
    },
  });
  await app.register(formbody);
  await app.register(tenantPlugin, { resolver });
  await app.register(authPlugin, { accessTokens: signIn.accessTokens });
  await app.register(impersonationAuditPlugin, {
    impersonationRepository: signIn.impersonationRepository,
    accessTokens: signIn.accessTokens,
  });
  if (ops.enabled) await app.register(docsPlugin, { ops });
  await app.register(metricsPlugin, {
    ops,
    grantTypes: signIn.grants.types(),
    idpNames: idpNamesOf(tenantConfigFor(config)),
    registry: deps.metricsRegistry,
  });
  if (config.devMode) {
    // Imported here, not at the top: production never loads dev code
    // (docs/design.md#running-scaling-operating).
    const { devPlugin } = await import('../dev/dev.plugin');
    await app.register(devPlugin, {
      config,
      wiring: deps.dev ?? {},
      outboxRepository: deps.messages.outboxRepository,
      playersRepository: core.playersRepository,
    });
  }
}
