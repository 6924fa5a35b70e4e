import { asc, eq } from 'drizzle-orm';
import type { Brand } from '@patron/contracts';
import type { Queryable } from '../../db/client';
import { tenantDomains, tenants } from '../../db/schema/index';

export type Tenant = { id: string; brand: Brand; clientHash: string; name: string };
export type TenantWithDomains = Tenant & { domains: string[] };

export function createTenantsRepository(db: Queryable) {
  return {
    /** The tenant's domains, lower-case, in a stable order (the first is its default origin). */
    async domainsOf(tenantId: string): Promise<string[]> {
      const rows = await db
        .select({ domain: tenantDomains.domain })
        .from(tenantDomains)
        .where(eq(tenantDomains.tenantId, tenantId))
        .orderBy(asc(tenantDomains.domain));
      return rows.map((r) => r.domain.toLowerCase());
    },

    async brandOf(tenantId: string): Promise<Brand | undefined> {
      const [row] = await db.select({ brand: tenants.brand }).from(tenants).where(eq(tenants.id, tenantId));
      return row?.brand as Brand | undefined;
    },

    async listWithDomains(): Promise<TenantWithDomains[]> {
      const [tenantRows, domainRows] = await Promise.all([
        db.select().from(tenants),
        db.select().from(tenantDomains),
      ]);
      return tenantRows.map((t) => ({
        id: t.id,
        brand: t.brand as Brand,
        clientHash: t.clientHash,
        name: t.name,
        domains: domainRows.filter((d) => d.tenantId === t.id).map((d) => d.domain.toLowerCase()),
      }));
    },
  };
}
export type TenantsRepository = ReturnType<typeof createTenantsRepository>;
