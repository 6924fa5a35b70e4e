import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ledgerMovements, playerRewards } from '../../../db/schema/index';
import { OfferSoldOutError, TierTooLowError } from '../../../lib/errors';
import { useTestApp } from '../../../test/test-app';
import { playerKey, pointsLedger } from '../../../test/rewards-fixtures';
import { insertTestOffers, TEST_OFFERS } from '../../../test/offer-fixtures';
import { createLocalCmsConnector, createLocalExpiryJob } from './local-connector';
import { createLoyaltyUnitOfWork } from './local-repositories';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 120_000 });
const t = useTestApp();
const DAY = 86_400_000;

describe('the expiry job', () => {
  it('expires what is left of due lots once, as movements, and marks due rewards expired', async () => {
    const demo = await playerKey(t.db, 'rwlv', 'demo');
    const uow = createLoyaltyUnitOfWork(t.db);
    const job = createLocalExpiryJob(uow);
    const cms = createLocalCmsConnector(uow);
    const before = await pointsLedger(t.db, demo.playerId);
    const activeBefore = await t.db
      .select()
      .from(playerRewards)
      .where(and(eq(playerRewards.playerId, demo.playerId), eq(playerRewards.status, 'active')));

    const inThreeDays = new Date(Date.now() + 3 * DAY);
    const first = await job.expireDue(inThreeDays);
    expect(first.players).toBeGreaterThanOrEqual(9);
    const after = await pointsLedger(t.db, demo.playerId);
    expect(after.sum).toBe(before.sum - 1700);
    const expired = await t.db
      .select()
      .from(ledgerMovements)
      .where(and(eq(ledgerMovements.playerId, demo.playerId), eq(ledgerMovements.kind, 'expire')));
    expect(
      expired
        .filter((m) => m.at > new Date())
        .map((m) => m.amount)
        .sort(),
    ).toEqual([-1000, -700]);

    const again = await job.expireDue(inThreeDays);
    expect(again).toEqual({ players: 0, rewards: 0 });
    expect(await pointsLedger(t.db, demo.playerId)).toEqual(after);

    const activeAfter = await t.db
      .select()
      .from(playerRewards)
      .where(and(eq(playerRewards.playerId, demo.playerId), eq(playerRewards.status, 'active')));
    expect(activeBefore.length - activeAfter.length).toBe(2);
    const balances = await cms.getBalances(demo, inThreeDays);
    expect(balances.data[0]).toMatchObject({ currency: 'points', balance: after.sum });
  });

  it('validates an offer without changing anything', async () => {
    const cms = createLocalCmsConnector(createLoyaltyUnitOfWork(t.db));
    const demo = await playerKey(t.db, 'rwlv', 'demo');
    const pending = await playerKey(t.db, 'rwlv', 'pending');
    const now = new Date();
    const offer = await insertTestOffers(t.db, 'rwlv');
    const before = await pointsLedger(t.db, demo.playerId);
    expect(await cms.validateOffer(demo, offer.cheap, now)).toMatchObject({
      cost: TEST_OFFERS.cheap.cost,
    });
    await expect(cms.validateOffer(demo, offer.soldOut, now)).rejects.toBeInstanceOf(OfferSoldOutError);
    await expect(cms.validateOffer(pending, offer.tierLocked, now)).rejects.toBeInstanceOf(TierTooLowError);
    expect(await pointsLedger(t.db, demo.playerId)).toEqual(before);
  });
});
