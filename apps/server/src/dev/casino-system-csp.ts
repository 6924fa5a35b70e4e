import type { Brand } from '@patron/contracts';
import type { Config } from '../config';
import { SECURITY_HEADERS } from '../plugins/security';

/**
 * Outside production, a tenant's pages may also connect to its casino system: the web's
 * casino-system debug screen calls its reads from the browser (docs/casino-system.md#cms-simulator).
 * Given a page's CSP (undefined: the default), answers it with the tenant's CMS origin added to
 * connect-src, or unchanged for a tenant without one.
 */
export function casinoSystemConnectSrc(config: Config) {
  if (!config.devMode) throw new Error('the casino-system debug CSP is for development and test only');
  return (brand: Brand, csp: string | undefined): string | undefined => {
    const endpoint = config.cms.endpoints[brand];
    if (!endpoint) return csp;
    const origin = new URL(endpoint.baseUrl).origin;
    return (csp ?? SECURITY_HEADERS['content-security-policy'])
      .split(';')
      .map((directive) => (directive.startsWith('connect-src ') ? `${directive} ${origin}` : directive))
      .join(';');
  };
}
