import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';
import type { createTenantResolver, ResolveResult } from '../modules/tenants/tenant-resolver';
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
  // From a fresh snapshot without a promise (an async hook cost every request one); the promise of
  // a load goes back to Fastify.
  app.addHook('onRequest', (request, _reply, done) => {
    if (UNTENANTED.test(request.url)) return done();
    const xTarget = request.headers['x-target'];
    const input = { xTarget: Array.isArray(xTarget) ? xTarget[0] : xTarget, host: request.headers.host };
    const apply = (result: ResolveResult) => {
      if ('error' in result) throw new HttpError(400, [result.error]);
      request.tenant = result.tenant;
    };
    const now = resolver.resolveNow(input);
    if (!now) return resolver.resolve(input).then(apply);
    try {
      apply(now);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

export default fp(tenantPlugin, { name: 'tenant' });
