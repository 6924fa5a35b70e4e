import { ANALYTICS_CSP_SOURCES, analyticsTagsOf, hasAnalyticsTags } from '@patron/contracts';
import { CSP_DIRECTIVES, cspHeader } from '../../plugins/security';
import type { MetadataService } from '../metadata/metadata.service';

/**
 * The default CSP widened for Google's tag hosts, and nothing else (docs/product.md#metadata-and-brands,
 * docs/design.md#identity-and-sessions).
 */
export const ANALYTICS_CSP = cspHeader({
  ...CSP_DIRECTIVES,
  scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...ANALYTICS_CSP_SOURCES.scriptSrc],
  connectSrc: [...CSP_DIRECTIVES.connectSrc, ...ANALYTICS_CSP_SOURCES.connectSrc],
  imgSrc: [...CSP_DIRECTIVES.imgSrc, ...ANALYTICS_CSP_SOURCES.imgSrc],
});

/**
 * The CSP of a tenant's pages: widened only for a tenant whose GoogleAnalytics / GoogleTagManager
 * metadata sets a well-formed key; undefined (the default CSP) for every other tenant.
 */
export function createAnalyticsCsp(deps: { metadataService: MetadataService }) {
  const decided = new WeakMap<Map<string, unknown>, string | undefined>();
  return async (tenantId: string): Promise<string | undefined> => {
    const all = await deps.metadataService.all(tenantId);
    if (decided.has(all)) return decided.get(all);
    const tags = analyticsTagsOf(all.get('GoogleAnalytics'), all.get('GoogleTagManager'));
    const csp = hasAnalyticsTags(tags) ? ANALYTICS_CSP : undefined;
    decided.set(all, csp);
    return csp;
  };
}
