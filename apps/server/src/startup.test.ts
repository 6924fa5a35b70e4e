import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startPasswordWorkers } from './composition/passwords.composition';
import { loadConfig, type Config } from './config';
import { createDb, type Database } from './db/client';
import { migrateDb } from './db/migrate';
import { players, playerIdentities, tenants, terminals } from './db/schema/index';
import { findDemoCredentials } from './db/seed/demo-credentials';
import { prepareDatabase, startBanner, StartupRefusedError } from './startup';
import { createPgDatabase, createTestApp } from './test/test-app';

const production = (extra: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'production',
    PGLITE_DATA_DIR: 'memory://',
    KEY_ENCRYPTION_SECRET: 'a-real-key-encryption-secret-0123456789',
    ...extra,
  });

const passwordWorkers = startPasswordWorkers({ argon2Threads: 2 });
const { passwords } = passwordWorkers;
const { hashSecret } = passwords;
afterAll(() => passwordWorkers.close());

// Each test seeds or checks dozens of argon2 hashes, slow on purpose.
const SLOW = { timeout: 90_000 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

/** A migrated database with nothing in it, as a first production start sees it. */
async function freshDb(): Promise<Database> {
  const pg = process.env.DATABASE_URL ? await createPgDatabase() : undefined;
  const handle = await createDb({ databaseUrl: pg?.url, pgliteDataDir: 'memory://' });
  cleanups.push(async () => {
    await handle.close();
    await pg?.drop();
  });
  await migrateDb(handle);
  return handle.db;
}

async function refusal(db: Database, config: Config): Promise<string> {
  const error = await prepareDatabase(db, config, passwords).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StartupRefusedError);
  return (error as Error).message;
}

describe('production start-up', SLOW, () => {
  it('refuses a demo database, naming tenant and account', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const message = await refusal(t.db, production());
    expect(message).toMatch(/^Refusing to start in production/);
    expect(message).toContain('tp: player demo (patron 7010001) has a demo password');
    expect(message).toMatch(/… and \d+ more\n.*SEED_DEMO=1/);
    const findings = await findDemoCredentials(t.db, passwords);
    expect(findings).toEqual(
      expect.arrayContaining([
        'naskila: player demo (patron 7080001) has a demo password',
        'naskila: player demo (patron 7080001) has the demo PIN',
        'coyote: manager manager (patron 7030003) has a demo password',
        'naskila: terminal KIOSK-01 has a secret from the dev kiosk secret',
        'naskila: demo okta identity okta-demo-001 is linked',
      ]),
    );
    // Per tenant: 3 demo passwords, 2 demo PINs, 2 terminals and 3 identities.
    expect(findings).toHaveLength(9 * 10);
  });

  it('seeds the tenants without people into a clean database and starts', async () => {
    const db = await freshDb();
    expect(await prepareDatabase(db, production(), passwords)).toEqual({ tenants: 9, demoTenants: 0 });
    expect(await db.select().from(players)).toEqual([]);
    expect(await db.select().from(terminals)).toEqual([]);
    expect(await db.select().from(playerIdentities)).toEqual([]);
    // A second start adds nothing and still passes.
    expect(await prepareDatabase(db, production(), passwords)).toEqual({ tenants: 0, demoTenants: 0 });
  });

  it('refuses a manager added with the demo password, and accepts a real one', async () => {
    const db = await freshDb();
    await prepareDatabase(db, production(), passwords);
    const [tenant] = await db.select().from(tenants).where(eq(tenants.brand, 'rwlv'));
    if (!tenant) throw new Error('no rwlv tenant');
    await db.insert(players).values({
      tenantId: tenant.id,
      patronId: '900001',
      username: 'floor',
      firstName: 'Flo',
      lastName: 'Orr',
      role: 'manager',
      passwordHash: await hashSecret('Manager#2026'),
    });
    expect(await refusal(db, production())).toContain(
      'rwlv: manager floor (patron 900001) has a demo password',
    );
    await db
      .update(players)
      .set({ passwordHash: await hashSecret('a real and long passphrase') })
      .where(eq(players.patronId, '900001'));
    await expect(prepareDatabase(db, production(), passwords)).resolves.toBeDefined();
  });

  it('runs the demo in production only when SEED_DEMO=1 asks for it', async () => {
    const db = await freshDb();
    const config = production({ SEED_DEMO: '1', KIOSK_TERMINAL_SECRET: 'a-real-kiosk-secret-0123' });
    expect(await prepareDatabase(db, config, passwords)).toEqual({ tenants: 9, demoTenants: 9 });
    expect((await db.select().from(players)).length).toBe(45);
    // The terminals carry the configured secret, not one derived from the dev kiosk secret.
    expect(await findDemoCredentials(db, passwords)).not.toContainEqual(expect.stringContaining('terminal'));
  });

  it('says whether it runs the demo', () => {
    expect(startBanner(loadConfig({ NODE_ENV: 'development' }), 8080)).toMatch(
      /running the DEMO[\s\S]*Player#2026/,
    );
    const banner = startBanner(production(), 8080);
    expect(banner).not.toMatch(/DEMO|Player#2026/);
    expect(banner).toContain('API docs      off (set OPS_TOKEN');
  });
});
