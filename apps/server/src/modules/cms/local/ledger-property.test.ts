import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { playerRewards, players } from '../../../db/schema/index';
import { DomainError } from '../../../lib/errors';
import { useTestApp } from '../../../test/test-app';
import { playerKey } from '../../../test/rewards-fixtures';
import { insertTestOffers, type TestOfferName } from '../../../test/offer-fixtures';
import type { PlayerKey } from '../../../lib/player-key';
import { createLedgerRepository } from './ledger.repository';
import { credit } from './points';
import { createLocalCmsConnector, createLocalExpiryJob } from './local-connector';
import { createLoyaltyUnitOfWork } from './local-repositories';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 600_000 });
const t = useTestApp();
const DAY = 86_400_000;
const BIRTHDATE = '1990-01-01';
const OFFERS: TestOfferName[] = ['expensive', 'limited', 'cheap', 'soldOut'];

const command = fc.oneof(
  fc.record({
    op: fc.constant('earn' as const),
    amount: fc.integer({ min: 1, max: 8000 }),
    days: fc.option(fc.integer({ min: 1, max: 40 })),
  }),
  fc.record({ op: fc.constant('redeem' as const), offer: fc.nat(OFFERS.length - 1) }),
  fc.record({ op: fc.constant('swap' as const), offer: fc.nat(OFFERS.length - 1), reward: fc.nat(20) }),
  fc.record({ op: fc.constant('expire' as const), days: fc.integer({ min: 1, max: 45 }) }),
);

async function newPlayer(tenantId: string): Promise<PlayerKey> {
  const id = randomUUID().slice(0, 8);
  const [row] = await t.db
    .insert(players)
    .values({
      tenantId,
      patronId: `P-${id}`,
      username: `prop-${id}`,
      firstName: 'Prop',
      lastName: 'Test',
      birthdate: BIRTHDATE,
    })
    .returning({ id: players.id });
  return { tenantId, playerId: row!.id };
}

describe('the points ledger under any sequence of earn, redeem, swap and expire', () => {
  it('keeps every balance ≥ 0, equal to the ledger and to what the lots hold; a swap is one new code', async () => {
    const { tenantId } = await playerKey(t.db, 'naskila', 'demo');
    const fixtures = await insertTestOffers(t.db, 'naskila');
    const offerIds = OFFERS.map((name) => fixtures[name]);
    const uow = createLoyaltyUnitOfWork(t.db);
    const cms = createLocalCmsConnector(uow);
    const expiry = createLocalExpiryJob(uow);
    const ledger = createLedgerRepository(t.db);

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        const player = await newPlayer(tenantId);
        const seen = new Set<string>();
        let now = new Date();
        for (const c of commands) {
          const before = await ledger.balance(player, 'points');
          const request = { player, idempotencyKey: randomUUID(), hotRewardDays: 3, now };
          try {
            if (c.op === 'earn') {
              const expiresAt = c.days === null ? null : new Date(now.getTime() + c.days * DAY);
              const entry = { kind: 'earn' as const, reason: 'earn', label: 'Play', source: 'test', at: now };
              await credit(ledger, player, c.amount, { ...entry, currency: 'points', expiresAt });
            } else if (c.op === 'redeem') {
              const result = await cms.redeemOffer({ ...request, offerId: offerIds[c.offer]! });
              expect(seen.has(result.reward.rewardCode)).toBe(false);
              seen.add(result.reward.rewardCode);
            } else if (c.op === 'swap') {
              const mine = await t.db
                .select()
                .from(playerRewards)
                .where(eq(playerRewards.playerId, player.playerId));
              const old = mine[c.reward % Math.max(1, mine.length)];
              if (!old) continue;
              const result = await cms.swapReward({
                ...request,
                offerId: offerIds[c.offer]!,
                rewardCode: old.rewardCode,
                birthdate: BIRTHDATE,
                birthdateOnRecord: BIRTHDATE,
              });
              expect(seen.has(result.reward.rewardCode)).toBe(false);
              expect(result.reward.rewardCode).not.toBe(old.rewardCode);
              seen.add(result.reward.rewardCode);
              const [gone] = await t.db.select().from(playerRewards).where(eq(playerRewards.id, old.id));
              expect(gone?.status).toBe('swapped');
            } else {
              now = new Date(now.getTime() + c.days * DAY);
              await expiry.expireDue(now);
              const due = (await ledger.openLots(player)).filter((l) => l.expiresAt && l.expiresAt <= now);
              expect(due).toEqual([]);
            }
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
            expect(await ledger.balance(player, 'points')).toBe(before);
          }
          const balance = await ledger.balance(player, 'points');
          const lots = await ledger.openLots(player);
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(lots.reduce((s, l) => s + l.remaining, 0)).toBe(balance);
          expect(await cms.getPointsBalance(player)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 20 },
    );
  });
});
