import type { CmsConnector } from './cms-connector';

/** The connectors a deployment offers, by the name a tenant's configuration gives. */
export type ConnectorKind = 'local';

/**
 * Each tenant's connector (docs/design.md#casino-management-system-connector). Services ask it for the
 * tenant of the player they answer for, so tenants on different systems of record share one server.
 */
export interface CmsRegistry {
  forTenant(tenantId: string): Promise<CmsConnector>;
}

export function createCmsRegistry(deps: {
  connectors: Record<ConnectorKind, CmsConnector>;
  /** Which connector a tenant runs on, from its metadata and the environment. */
  kindOf: (tenantId: string) => Promise<ConnectorKind>;
}): CmsRegistry {
  return {
    async forTenant(tenantId) {
      return deps.connectors[await deps.kindOf(tenantId)];
    },
  };
}

/** A registry for a deployment whose tenants all keep their own ledger. */
export const localOnlyRegistry = (local: CmsConnector): CmsRegistry =>
  createCmsRegistry({ connectors: { local }, kindOf: async () => 'local' });
