import { Histogram, type Registry } from 'prom-client';
import type { CmsCallMetric } from './cms-http-client';

/**
 * CMS calls in the app's Prometheus registry (docs/design.md#running-scaling-operating), by tenant, message
 * and outcome: bounded label sets (the brands, the message names, five outcomes). Build it once per registry
 * and hand each tenant's client its recorder.
 */
export function createCmsCallMetrics(registry: Registry) {
  const duration = new Histogram({
    name: 'cms_call_duration_seconds',
    help: 'Casino-system calls by brand, message and outcome (ok, cmsError, unavailable, broken, breakerOpen)',
    labelNames: ['brand', 'operation', 'outcome'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return (brand: string) =>
    ({ operation, outcome, ms }: CmsCallMetric): void => {
      duration.observe({ brand, operation, outcome }, ms / 1000);
    };
}
