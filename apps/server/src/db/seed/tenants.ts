import type { Database } from '../client';
import { metadata, tenantDomains, tenants } from '../schema/index';
import type { TenantConfig } from './tenant-config';

type Tx = Pick<Database, 'insert'>;

/**
 * Adds each configured tenant that the database lacks, with its domains and metadata. A tenant
 * already there is left as it is: its metadata may have been changed since.
 */
export async function seedTenants(db: Tx, tenantConfig: TenantConfig[]): Promise<number> {
  let added = 0;
  for (const tenant of tenantConfig) {
    const [row] = await db
      .insert(tenants)
      .values({ brand: tenant.brand, clientHash: tenant.clientHash, name: tenant.name })
      .onConflictDoNothing()
      .returning({ id: tenants.id });
    if (!row) continue;
    added += 1;
    await db.insert(tenantDomains).values(tenant.domains.map((domain) => ({ tenantId: row.id, domain })));
    const entries = Object.entries(tenant.metadata);
    await db.insert(metadata).values(entries.map(([type, data]) => ({ tenantId: row.id, type, data })));
  }
  return added;
}
