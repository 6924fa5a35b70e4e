import { eq, inArray, sql } from 'drizzle-orm';
import type { Brand } from '@patron/contracts';
import type { Queryable } from '../client';
import { announcements, badges, locationOwners, loyaltyPrograms, tenants, tiers } from '../schema/index';
import type { TenantConfig } from './tenant-config';
import { announcementRows, badgeRows, locationRows } from './tenant-content';

/** Whether the tenant has any row in `table` (content an operator may since have edited is kept). */
async function has(
  db: Queryable,
  table: typeof tiers | typeof badges | typeof announcements | typeof locationOwners,
  tenantId: string,
) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(eq(table.tenantId, tenantId))
    .limit(1);
  return row !== undefined;
}

/**
 * Gives each configured tenant the content it lacks: loyalty rules, tier ladder, badges, location
 * owners and announcements. Each part is added only when the tenant has none of it, so a database
 * seeded before a part existed gets it, and an operator's edits are never overwritten.
 */
export async function seedTenantContent(db: Queryable, tenantConfig: TenantConfig[], now: Date) {
  const rows = await db
    .select({ id: tenants.id, brand: tenants.brand })
    .from(tenants)
    .where(
      inArray(
        tenants.brand,
        tenantConfig.map((t) => t.brand),
      ),
    );
  for (const tenant of rows) {
    const config = tenantConfig.find((t) => t.brand === tenant.brand);
    if (!config) continue;
    const brand = tenant.brand as Brand;
    const { content } = config;
    await db.insert(loyaltyPrograms).values({ tenantId: tenant.id }).onConflictDoNothing();
    if (!(await has(db, tiers, tenant.id)))
      await db.insert(tiers).values(content.tiers.map((t) => ({ ...t, tenantId: tenant.id })));
    if (!(await has(db, badges, tenant.id)) && content.badges.length)
      await db.insert(badges).values(badgeRows(brand, tenant.id, content.badges));
    if (!(await has(db, locationOwners, tenant.id)) && content.locations.length)
      await db.insert(locationOwners).values(locationRows(brand, tenant.id, content.locations));
    if (!(await has(db, announcements, tenant.id)) && content.announcements.length)
      await db.insert(announcements).values(announcementRows(brand, tenant.id, content.announcements, now));
  }
}
