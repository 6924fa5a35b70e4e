import { sql } from 'drizzle-orm';
import { BRANDS, clientHashForBrand } from '@patron/contracts';
import { hashSecret } from '../../lib/passwords';
import type { Database } from '../client';
import { metadata, players, tenantDomains, tenants } from '../schema/index';
import { brandProfile } from './brands';
import { seedIdentityLinks } from './identities';
import { buildMetadata, type MetadataSeedOptions } from './metadata';
import { buildPlayers, DEMO_SECRETS, type SeedSecrets } from './players';
import { seedRewards } from './rewards-seed';
import { seedTerminals } from './terminals';
import { DEV_KIOSK_TERMINAL_SECRET } from '../../config';

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  return (rows[0]?.n ?? 0) === 0;
}

async function hashDemoSecrets(): Promise<SeedSecrets> {
  const [playerPassword, managerPassword, pin] = await Promise.all([
    hashSecret(DEMO_SECRETS.playerPassword),
    hashSecret(DEMO_SECRETS.managerPassword),
    hashSecret(DEMO_SECRETS.pin),
  ]);
  return { playerPassword, managerPassword, pin };
}

/** Seeds all nine demo tenants. Hashes each distinct secret once and reuses it everywhere. */
export async function seedDatabase(
  db: Database,
  options: MetadataSeedOptions & { kioskTerminalSecret?: string },
): Promise<void> {
  const hashes = await hashDemoSecrets();
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const [index, brand] of BRANDS.entries()) {
      const profile = brandProfile(brand);
      const [tenant] = await tx
        .insert(tenants)
        .values({ brand, clientHash: clientHashForBrand(brand), name: profile.name })
        .returning({ id: tenants.id });
      if (!tenant) throw new Error(`could not insert tenant ${brand}`);
      await tx.insert(tenantDomains).values({ tenantId: tenant.id, domain: `${brand}.localhost` });
      const entries = Object.entries(buildMetadata(profile, options));
      await tx.insert(metadata).values(entries.map(([type, data]) => ({ tenantId: tenant.id, type, data })));
      const rows = buildPlayers(profile, index, hashes).map((p) => ({ ...p, tenantId: tenant.id }));
      await tx.insert(players).values(rows);
      await seedIdentityLinks(tx, tenant.id);
      await seedRewards(tx, {
        tenantId: tenant.id,
        brand,
        brandIndex: index,
        playerPasswordHash: hashes.playerPassword,
        now,
      });
    }
    await seedTerminals(tx, options.kioskTerminalSecret ?? DEV_KIOSK_TERMINAL_SECRET);
  });
}

export async function seedIfEmpty(
  db: Database,
  options: Parameters<typeof seedDatabase>[1],
): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  await seedDatabase(db, options);
  return true;
}
