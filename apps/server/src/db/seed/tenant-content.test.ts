import fs from 'node:fs';
import path from 'node:path';
import { BRANDS } from '@patron/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPgDatabase } from '../../test/test-app';
import { loadConfig } from '../../config';
import { createDb, type DbHandle } from '../client';
import { migrateDb } from '../migrate';
import { announcements, badges, locationOwners, loyaltyPrograms, players, tiers } from '../schema/index';
import { createBadgeEvaluator } from '../../modules/badges/badge-evaluator';
import { DEFAULT_RULE_KINDS } from '../../modules/badges/badge-rules';
import { badgeImages } from './badge-images';
import { brandProfile } from './brands';
import { toEnZw } from './content/en-zw';
import { seed } from './index';
import { createPasswords } from '../../lib/passwords';
import { buildTenantConfig } from './tenant-config';
import { buildTenantContent } from './tenant-content';

// No demo people here: nothing is hashed.
const noPasswords = createPasswords({
  hash: () => Promise.reject(new Error('nothing is hashed without demo people')),
  verify: () => Promise.reject(new Error('nothing is checked without demo people')),
});

vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });
const publicBadges = path.resolve(import.meta.dirname, '../../../../web/public/assets/badges');
const config = buildTenantConfig({
  facebookAppId: undefined,
  googleClientId: undefined,
  oktaAuthEndpoint: undefined,
});

describe('tenant content (config, every environment)', () => {
  let handle: DbHandle;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const pg = loadConfig().databaseUrl ? await createPgDatabase() : undefined;
    drop = pg?.drop;
    handle = await createDb({ databaseUrl: pg?.url, pgliteDataDir: 'memory://' });
    await migrateDb(handle);
  });
  afterAll(async () => {
    await handle?.close();
    await drop?.();
  });

  const counts = async () => ({
    programs: (await handle.db.select({ n: count() }).from(loyaltyPrograms))[0]?.n,
    tiers: (await handle.db.select({ n: count() }).from(tiers))[0]?.n,
    badges: (await handle.db.select({ n: count() }).from(badges))[0]?.n,
    locations: (await handle.db.select({ n: count() }).from(locationOwners))[0]?.n,
    announcements: (await handle.db.select({ n: count() }).from(announcements))[0]?.n,
  });

  it('seeds ladders, badges, places and news without any demo people, once', async () => {
    await seed(handle.db, {
      tenantConfig: config,
      demo: false,
      kioskTerminalSecret: undefined,
      passwords: noPasswords,
    });
    const first = await counts();
    expect(first.programs).toBe(BRANDS.length);
    expect(first.tiers).toBe(BRANDS.length * 5);
    expect(first.badges).toBeGreaterThanOrEqual(BRANDS.length * 6);
    expect(first.locations).toBeGreaterThanOrEqual(BRANDS.length * 7);
    expect(first.announcements).toBeGreaterThanOrEqual(BRANDS.length * 5);
    expect((await handle.db.select({ n: count() }).from(players))[0]?.n).toBe(0);
    await seed(handle.db, {
      tenantConfig: config,
      demo: false,
      kioskTerminalSecret: undefined,
      passwords: noPasswords,
    });
    expect(await counts()).toEqual(first);
  });

  it('gives a tenant the parts it lacks and keeps what an operator changed', async () => {
    await handle.db.delete(announcements);
    await handle.db.update(badges).set({ name: 'Renamed by staff' }).where(eq(badges.key, 'first-visit'));
    await seed(handle.db, {
      tenantConfig: config,
      demo: false,
      kioskTerminalSecret: undefined,
      passwords: noPasswords,
    });
    expect((await counts()).announcements).toBeGreaterThanOrEqual(BRANDS.length * 5);
    const renamed = await handle.db
      .select({ name: badges.name })
      .from(badges)
      .where(eq(badges.key, 'first-visit'));
    expect(renamed.every((b) => b.name === 'Renamed by staff')).toBe(true);
  });
});

describe('tenant content definitions', () => {
  const evaluator = createBadgeEvaluator(DEFAULT_RULE_KINDS);

  it('has valid badge rules, Spanish text and unique keys for every brand', () => {
    for (const brand of BRANDS) {
      const content = buildTenantContent(brand);
      for (const badge of content.badges) {
        expect(evaluator.accepts(badge.rule), `${brand}/${badge.key}`).toBe(true);
        expect(badge.name.es).not.toBe('');
      }
      const keys = content.announcements.map((a) => a.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const a of content.announcements) {
        expect(a.title.es).not.toBe(a.title.en);
        expect(a.key.startsWith(brand)).toBe(true);
      }
      // A feed with something live, something scheduled, something expired and something for a tier.
      expect(content.announcements.some((a) => a.publishedDaysAgo < 0)).toBe(true);
      expect(content.announcements.some((a) => a.expiresInDays !== null && a.expiresInDays < 0)).toBe(true);
      expect(content.announcements.some((a) => a.audienceTiers?.length)).toBe(true);
      expect(new Set(content.announcements.map((a) => a.category))).toEqual(
        new Set(['event', 'promotion', 'hours', 'news']),
      );
    }
  });

  it('commits up-to-date badge SVGs with a <title> for every brand', () => {
    for (const brand of BRANDS) {
      for (const [file, expected] of Object.entries(badgeImages(brandProfile(brand)))) {
        const actual = fs.readFileSync(path.join(publicBadges, brand, file), 'utf8');
        expect(actual, `${brand}/${file}: run npm run assets:badges -w apps/server`).toBe(expected);
        expect(actual).toMatch(/<title[^>]*>[^<]+<\/title>/);
      }
    }
  });

  it('writes en-ZW with British spelling, leaving names alone', () => {
    expect(toEnZw('Your favorite theater program at the Glow Theater')).toBe(
      'Your favourite theatre programme at the Glow Theater',
    );
  });
});
