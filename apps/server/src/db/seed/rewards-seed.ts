import { and, eq, sql } from 'drizzle-orm';
import type { Brand } from '@patron/contracts';
import { credit } from '../../modules/cms/local/points';
import type { Queryable } from '../client';
import { offers, players } from '../schema/index';
import { offerCatalogue } from './offer-catalogue';
import { createRecordingLedger } from './recording-ledger';
import { CMS_PLAYER_IDS, patronIdFor } from './players';
import { seedDemoRewards, seedLedgerHistory } from './rewards-demo';

/**
 * A swap asks for the birthdate (docs/design.md#ledger-and-money-like-state); the README's demo table lists
 * these.
 */
export const DEMO_BIRTHDATES = { demo: '1985-06-15', highroller: '1979-03-21' } as const;
export const HIGHROLLER = { username: 'highroller', rewards: 1000, patronNumber: 26 } as const;

type SeedTenant = {
  tenantId: string;
  brand: Brand;
  brandIndex: number;
  playerPasswordHash: string;
  now: Date;
};

/** Offer catalogue and the demo players' points and rewards. */
export async function seedRewards(db: Queryable, t: SeedTenant): Promise<void> {
  const catalogue = await db
    .insert(offers)
    .values(offerCatalogue(t.brand).map((o) => ({ ...o, tenantId: t.tenantId })))
    .returning();
  const everyone = catalogue.filter((o) => o.minTier === 1);

  const [demo] = await db
    .update(players)
    .set({ birthdate: DEMO_BIRTHDATES.demo })
    .where(and(eq(players.tenantId, t.tenantId), eq(players.username, 'demo')))
    .returning({ id: players.id });
  if (demo) {
    const player = { tenantId: t.tenantId, playerId: demo.id };
    await seedLedgerHistory(db, player, t.now);
    await seedDemoRewards(db, player, everyone, t.now);
  }
  await seedHighroller(db, t, everyone);
}

/** A player with 1000 active rewards, for list performance (for `npm run bench:rewards`). */
async function seedHighroller(
  db: Queryable,
  t: SeedTenant,
  catalogue: { id: string; name: string; value: number }[],
) {
  const [row] = await db
    .insert(players)
    .values({
      tenantId: t.tenantId,
      patronId: patronIdFor(t.brandIndex, HIGHROLLER.patronNumber),
      username: HIGHROLLER.username,
      passwordHash: t.playerPasswordHash,
      email: `highroller@${t.brand}.example.com`,
      firstName: 'Harper',
      lastName: 'Vance',
      isVerified: true,
      birthdate: DEMO_BIRTHDATES.highroller,
      externalId: CMS_PLAYER_IDS[t.brand]?.highroller ?? null,
    })
    .returning({ id: players.id });
  if (!row) throw new Error('could not insert the highroller');
  const player = { tenantId: t.tenantId, playerId: row.id };
  const { ledger, flush } = createRecordingLedger();
  const at = new Date(t.now.getTime() - 86_400_000);
  const entry = { kind: 'earn' as const, reason: 'earn', source: 'cms', at };
  await credit(ledger, player, 500_000, {
    ...entry,
    currency: 'points',
    label: 'Table play',
    expiresAt: null,
  });
  await credit(ledger, player, 150_000, { ...entry, currency: 'tierCredits', label: 'Rated play' });
  await flush(db);

  const array = (items: (string | number)[], type: string) =>
    sql`array[${sql.join(
      items.map((i) => sql`${i}`),
      sql`, `,
    )}]::${sql.raw(type)}`;
  const ids = array(
    catalogue.map((o) => o.id),
    'uuid[]',
  );
  const names = array(
    catalogue.map((o) => o.name),
    'text[]',
  );
  const values = array(
    catalogue.map((o) => o.value),
    'int[]',
  );
  const n = catalogue.length;
  // Codes 'H000001R'… hold 0 and 1, which issued codes never do: no clash with newRewardCode().
  await db.execute(sql`
    insert into player_rewards (tenant_id, player_id, offer_id, reward_code, name, value, expires_at)
    select ${t.tenantId}, ${row.id}, (${ids})[1 + g % ${n}],
      'H' || to_char(g, 'FM000000') || 'R', (${names})[1 + g % ${n}], (${values})[1 + g % ${n}],
      ${t.now.toISOString()}::timestamptz + make_interval(days => 1 + g % 120, hours => g % 24)
    from generate_series(1, ${HIGHROLLER.rewards}) g`);
}
