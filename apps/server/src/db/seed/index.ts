import type { Passwords } from '../../lib/passwords';
import type { Database } from '../client';
import { DEV_DEFAULTS } from '../../config';
import { seedDemoPeople } from './demo-people';
import type { MetadataSeedOptions } from './metadata';
import { buildTenantConfig, type TenantConfig } from './tenant-config';
import { seedTenantContent } from './tenant-content-seed';
import { seedTenants } from './tenants';

export type SeedPlan = {
  tenantConfig: TenantConfig[];
  /** Demo players, managers, identities and terminals too (never in production unless asked). */
  demo: boolean;
  kioskTerminalSecret: string | undefined;
  /** Hashes the demo people's secrets. */
  passwords: Passwords;
};

/** Brings a migrated database up to the plan: missing tenants, and the demo people when asked. */
export async function seed(db: Database, plan: SeedPlan): Promise<{ tenants: number; demoTenants: number }> {
  const added = await db.transaction(async (tx) => {
    const count = await seedTenants(tx, plan.tenantConfig);
    await seedTenantContent(tx, plan.tenantConfig, new Date());
    return count;
  });
  const demoTenants = plan.demo
    ? await seedDemoPeople(db, { kioskTerminalSecret: plan.kioskTerminalSecret, passwords: plan.passwords })
    : 0;
  return { tenants: added, demoTenants };
}

/** The whole demo (tests and tools): all tenants with the dev sign-in providers, and their people. */
export async function seedDatabase(
  db: Database,
  options: MetadataSeedOptions & { kioskTerminalSecret?: string | undefined; passwords: Passwords },
): Promise<void> {
  await seed(db, {
    tenantConfig: buildTenantConfig({
      oktaAuthEndpoint: options.oktaAuthEndpoint,
      facebookAppId: options.facebookAppId ?? DEV_DEFAULTS.FACEBOOK_APP_ID,
      googleClientId: options.googleClientId ?? DEV_DEFAULTS.GOOGLE_CLIENT_ID,
    }),
    demo: true,
    kioskTerminalSecret: options.kioskTerminalSecret ?? DEV_DEFAULTS.KIOSK_TERMINAL_SECRET,
    passwords: options.passwords,
  });
}
