import { BRANDS, type Brand } from '@patron/contracts';
import { sql } from 'drizzle-orm';
import type { Passwords } from '../../lib/passwords';
import type { Database } from '../client';
import { players, tenants } from '../schema/index';
import { brandProfile } from './brands';
import { DEMO_ANALYTICS, seedDemoAnalytics } from './demo-analytics';
import { seedIdentityLinks } from './identities';
import { buildPlayers, DEMO_SECRETS, type SeedSecrets } from './players';
import { seedRewards } from './rewards-seed';
import { seedDemoRatedPlay } from './rated-play-demo';
import { seedTerminals } from './terminals';

async function hashDemoSecrets({ hashSecret }: Passwords): Promise<SeedSecrets> {
  const [playerPassword, managerPassword, pin] = await Promise.all([
    hashSecret(DEMO_SECRETS.playerPassword),
    hashSecret(DEMO_SECRETS.managerPassword),
    hashSecret(DEMO_SECRETS.pin),
  ]);
  return { playerPassword, managerPassword, pin };
}

/**
 * The demo people (docs/design.md#running-scaling-operating: development, test or SEED_DEMO=1 only): players,
 * a manager and their social/okta identities for every known tenant that has nobody yet, and kiosk terminals
 * when a master secret is given. Each distinct secret is hashed once and reused.
 */
export async function seedDemoPeople(
  db: Database,
  options: { kioskTerminalSecret: string | undefined; passwords: Passwords },
): Promise<number> {
  const empty = await db
    .select({ id: tenants.id, brand: tenants.brand })
    .from(tenants)
    .where(sql`not exists (select 1 from ${players} where ${players.tenantId} = ${tenants.id})`);
  const known = empty.filter((t): t is { id: string; brand: Brand } => BRANDS.includes(t.brand as Brand));
  const hashes = known.length ? await hashDemoSecrets(options.passwords) : undefined;
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const tenant of known) {
      if (!hashes) break;
      const brandIndex = BRANDS.indexOf(tenant.brand);
      const rows = buildPlayers(brandProfile(tenant.brand), brandIndex, hashes);
      await tx.insert(players).values(rows.map((p) => ({ ...p, tenantId: tenant.id })));
      await seedIdentityLinks(tx, tenant.id);
      await seedRewards(tx, {
        tenantId: tenant.id,
        brand: tenant.brand,
        brandIndex,
        playerPasswordHash: hashes.playerPassword,
        now,
      });
      await seedDemoRatedPlay(tx, { id: tenant.id, brand: tenant.brand, brandIndex }, now);
      if (tenant.brand === DEMO_ANALYTICS.brand) await seedDemoAnalytics(tx, tenant.id);
    }
    if (options.kioskTerminalSecret) await seedTerminals(tx, options.kioskTerminalSecret);
  });
  return known.length;
}
