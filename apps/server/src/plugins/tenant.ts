import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';
import type { createTenantResolver } from '../modules/tenants/tenant-resolver';
import type { Tenant } from '../modules/tenants/tenants.repository';

declare module 'fastify' {
  interface FastifyRequest {
    tenant: Tenant;
  }
}

// Probes and metrics must answer even when the tenant table cannot be read.
const UNTENANTED = /^\/(healthz|readyz|metrics)(\/|\?|$)/;

type Options = { resolver: ReturnType<typeof createTenantResolver> };

async function tenantPlugin(app: FastifyInstance, { resolver }: Options) {
  app.decorateRequest('tenant', null as unknown as Tenant);
  app.addHook('onRequest', async (request) => {
    if (UNTENANTED.test(request.url)) return;
    const xTarget = request.headers['x-target'];
    const result = await resolver.resolve({
      xTarget: Array.isArray(xTarget) ? xTarget[0] : xTarget,
      host: request.headers.host,
    });
    if ('error' in result) throw new HttpError(400, [result.error]);
    request.tenant = result.tenant;
  });
}

export default fp(tenantPlugin, { name: 'tenant' });
