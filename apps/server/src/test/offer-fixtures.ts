import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { offers, tenants } from '../db/schema/index';

type TestOffer = Omit<typeof offers.$inferInsert, 'tenantId' | 'id' | 'createdAt'> & { key: string };

/**
 * Offers the rewards tests own, so they never depend on a brand's seeded catalogue. Every one is
 * on offer now (no validFrom/validUntil); the keys cannot clash with the seed's brand-prefixed keys.
 */
export const TEST_OFFERS = {
  /** Cheap, for every tier, unlimited stock and no per-player limit. */
  cheap: {
    key: 'test-free-play',
    name: 'Test free play',
    category: 'freePlay',
    cost: 2500,
    value: 2500,
    minTier: 1,
    validDays: 14,
    stock: null,
    perPlayerLimit: null,
    locations: ['Test casino floor'],
  },
  /** Mid-price, for every tier, at most 4 per player. */
  limited: {
    key: 'test-brunch',
    name: 'Test brunch buffet',
    category: 'dining',
    cost: 1500,
    value: 1500,
    minTier: 1,
    validDays: 30,
    stock: null,
    perPlayerLimit: 4,
    locations: ['Test buffet'],
  },
  /** Sold out (stock 0), for every tier. */
  soldOut: {
    key: 'test-hoodie',
    name: 'Test logo hoodie',
    category: 'retail',
    cost: 1000,
    value: 1000,
    minTier: 1,
    validDays: 60,
    stock: 0,
    perPlayerLimit: null,
    locations: ['Test gift shop'],
  },
  /** Only for the top tier: above the demo player's tier and the pending player's. */
  tierLocked: {
    key: 'test-suite-night',
    name: 'Test suite night',
    category: 'hotel',
    cost: 3000,
    value: 3000,
    minTier: 5,
    validDays: 90,
    stock: null,
    perPlayerLimit: null,
    locations: ['Test hotel'],
  },
  /** Expensive, for every tier, unlimited. */
  expensive: {
    key: 'test-steakhouse',
    name: 'Test steakhouse dinner',
    category: 'dining',
    cost: 6000,
    value: 6000,
    minTier: 1,
    validDays: 30,
    stock: null,
    perPlayerLimit: null,
    locations: ['Test steakhouse'],
  },
} as const satisfies Record<string, TestOffer>;

export type TestOfferName = keyof typeof TEST_OFFERS;
export type TestOfferIds = Record<TestOfferName, string>;

/**
 * Inserts TEST_OFFERS into `brand`'s catalogue (once: calling it again only looks them up) and
 * returns their ids by name.
 */
export async function insertTestOffers(db: Database, brand: string): Promise<TestOfferIds> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, brand));
  if (!tenant) throw new Error(`no tenant ${brand}`);
  const entries = Object.entries(TEST_OFFERS) as [TestOfferName, TestOffer][];
  await db
    .insert(offers)
    .values(entries.map(([, o]) => ({ ...o, description: `${o.name} (test fixture)`, tenantId: tenant.id })))
    .onConflictDoNothing({ target: [offers.tenantId, offers.key] });
  const rows = await db
    .select({ id: offers.id, key: offers.key })
    .from(offers)
    .where(
      and(
        eq(offers.tenantId, tenant.id),
        inArray(
          offers.key,
          entries.map(([, o]) => o.key),
        ),
      ),
    );
  const ids = {} as TestOfferIds;
  for (const [name, o] of entries) {
    const row = rows.find((r) => r.key === o.key);
    if (!row) throw new Error(`test offer ${o.key} missing in ${brand}`);
    ids[name] = row.id;
  }
  return ids;
}

/** Inserts one offer of `brand` for every tier (unlimited, no per-player limit unless given). */
export async function insertOffer(
  db: Database,
  brand: string,
  offer: Pick<TestOffer, 'key' | 'cost' | 'value'> & Partial<TestOffer>,
): Promise<string> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, brand));
  if (!tenant) throw new Error(`no tenant ${brand}`);
  const name = offer.name ?? `Test ${offer.key}`;
  const [row] = await db
    .insert(offers)
    .values({
      category: 'dining',
      minTier: 1,
      validDays: 30,
      stock: null,
      perPlayerLimit: null,
      locations: ['Test floor'],
      ...offer,
      name,
      description: `${name} (test fixture)`,
      tenantId: tenant.id,
    })
    .returning({ id: offers.id });
  return row!.id;
}
