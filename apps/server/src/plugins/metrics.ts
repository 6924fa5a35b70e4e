import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { OpsAccess } from './ops-access';

export type MetricsOptions = {
  /** Who may read /metrics (docs/design.md#running-scaling-operating); counting goes on either way. */
  ops: OpsAccess;
  /** The grant types the registry serves by name (password, refresh_token, …). */
  grantTypes: readonly string[];
  /** The external IdPs the tenant configuration names (e.g. okta). */
  idpNames: readonly string[];
  registry?: Registry;
};

/**
 * docs/design.md#running-scaling-operating: Prometheus metrics at /metrics. One registry per app, so tests
 * and several apps in one process never share counters. Routes are labelled by their pattern, never by the
 * raw URL, so a scanner cannot blow up the label set.
 */
async function metricsPlugin(app: FastifyInstance, options: MetricsOptions) {
  const grantLabel = createGrantLabel(options.grantTypes, options.idpNames);
  // app.ts passes its registry when services outside HTTP (the sign-in alarm) count into it.
  const registry = options.registry ?? new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const signIns = new Counter({
    name: 'oauth_token_requests_total',
    help: 'POST /oauth/token answers by grant type and outcome',
    labelNames: ['grant_type', 'outcome'] as const,
    registers: [registry],
  });

  // One child per method, route pattern and status (a bounded set), so an answer is counted
  // without building its labels object; and a plain hook: an async one cost each request a promise.
  const observers = new Map<string, ReturnType<typeof duration.labels>>();
  const observerOf = (method: string, route: string, status: number) => {
    const key = `${method} ${status} ${route}`;
    let observer = observers.get(key);
    if (!observer) observers.set(key, (observer = duration.labels(method, route, String(status))));
    return observer;
  };
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      observerOf(request.method, route, reply.statusCode).observe(reply.elapsedTime / 1000);
    }
    if (route === '/oauth/token') {
      const body = request.body as { grant_type?: unknown } | undefined;
      const grantType = typeof body?.grant_type === 'string' ? grantLabel(body.grant_type) : 'none';
      signIns.inc({ grant_type: grantType, outcome: reply.statusCode < 400 ? 'success' : 'failure' });
    }
    done();
  });

  if (!options.ops.enabled) return;
  app.get(
    '/metrics',
    { onRequest: options.ops.guard, schema: { tags: ['operations'], summary: 'Prometheus metrics' } },
    async (_, reply) => reply.type(registry.contentType).send(await registry.metrics()),
  );
}

/**
 * docs/design.md#identity-and-sessions alarm: a tenant's sign-in failures passed their budget for a 5-minute
 * window.
 */
export function createTenantFailureBudgetCounter(registry: Registry) {
  return new Counter({
    name: 'signin_tenant_failure_budget_exceeded_total',
    help: "Windows in which a tenant's failed sign-ins passed SIGN_IN_TENANT_FAILURE_BUDGET",
    labelNames: ['brand'] as const,
    registers: [registry],
  });
}

const EXTERNAL_GRANT = /^external_([a-z0-9-]{1,32})_(idtoken|code)_access$/;

/**
 * A fixed label set: only grant types the server serves and IdPs the tenants configure are named;
 * whatever else a caller sends is 'other', so a scanner cannot grow the series.
 */
export function createGrantLabel(grantTypes: readonly string[], idpNames: readonly string[]) {
  const grants = new Set(grantTypes);
  const idps = new Set(idpNames);
  return (grantType: string): string => {
    if (grants.has(grantType)) return grantType;
    const idp = EXTERNAL_GRANT.exec(grantType)?.[1];
    return idp && idps.has(idp) ? `external_${idp}` : 'other';
  };
}

export default fp(metricsPlugin, { name: 'metrics' });
