import type { FastifyBaseLogger } from 'fastify';
import type { Counter } from 'prom-client';

/**
 * Raised when a tenant's failed sign-ins pass their 5-minute budget: a credential-stuffing run
 * spread over many addresses and accounts, which no per-account or per-address lock sees.
 */
export function createTenantFailureAlarm(deps: {
  counter: Pick<Counter<'brand'>, 'inc'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  brandOf: (tenantId: string) => Promise<string | undefined>;
}) {
  return async (tenantId: string, failures: number): Promise<void> => {
    const brand = (await deps.brandOf(tenantId)) ?? 'unknown';
    deps.counter.inc({ brand });
    deps.log.warn({ tenantId, brand, failures }, 'sign-in failure budget exceeded for a tenant');
  };
}
