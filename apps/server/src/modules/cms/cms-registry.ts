import type { CmsConnector } from './cms-connector';

/** The connectors a deployment offers, by the name a tenant's configuration gives. */
export type ConnectorKind = 'local' | 'xml-http';

/**
 * Each tenant's connector (docs/design.md#casino-management-system-connector). Services ask it for the
 * tenant of the player they answer for, so tenants on different systems of record share one server.
 */
export interface CmsRegistry {
  forTenant(tenantId: string): Promise<CmsConnector>;
}

/** A registry for a deployment whose tenants all keep their own ledger. */
export const localOnlyRegistry = (local: CmsConnector): CmsRegistry => ({ forTenant: async () => local });
