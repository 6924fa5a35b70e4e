import { CURRENCIES, type Balances, type RewardChangeResult } from '@patron/contracts';
import { InsufficientPointsError, RewardNotFoundError } from '../../../lib/errors';
import type { PlayerKey } from '../../../lib/player-key';
import { expireDueLots } from './points';
import { parseJson } from '../../../lib/sql-json';
import {
  NO_STOPS,
  type CmsConnector,
  type OfferCheck,
  type RedeemRequest,
  type SwapRequest,
} from '../cms-connector';
import { checkOffer, createLocalChanges } from './local-changes';
import type { LoyaltyUnitOfWork } from './local-repositories';
import { localStatementsReads } from './local-statements';
import { playerTier, spendablePoints, toReward } from './player-state';

const EXPIRY_BATCH = 500;

/**
 * docs/design.md#casino-management-system-connector `local`: our own database is the system of record.
 * Big lists are shaped as JSON in SQL and read back here, so the interface stays plain objects.
 */
/** The local connector always learns its outcome: it never answers `pending`. */
export type LocalCmsConnector = Omit<CmsConnector, 'redeemOffer' | 'swapReward'> & {
  redeemOffer(request: RedeemRequest): Promise<RewardChangeResult>;
  swapReward(request: SwapRequest): Promise<RewardChangeResult>;
  /** Throws the domain error that would refuse a redemption of `offerId` now. */
  validateOffer(player: PlayerKey, offerId: string, now: Date): Promise<OfferCheck>;
};

export function createLocalCmsConnector(uow: LoyaltyUnitOfWork): LocalCmsConnector {
  const repos = uow.read;
  const changes = createLocalChanges(uow);

  async function getBalances(player: PlayerKey, now: Date): Promise<Balances> {
    const [sums, tier, points, lots] = await Promise.all([
      repos.ledger.balances(player),
      playerTier(repos, player, now),
      spendablePoints(repos, player, now),
      repos.ledger.openLots(player),
    ]);
    const expiring = new Map<string, number>();
    for (const lot of lots) {
      if (!lot.expiresAt || lot.expiresAt <= now) continue;
      const at = lot.expiresAt.toISOString();
      expiring.set(at, (expiring.get(at) ?? 0) + lot.remaining);
    }
    return {
      data: CURRENCIES.map((currency) => ({
        currency,
        // Tier credits count within the qualification period; the others are all-time sums.
        balance:
          currency === 'points'
            ? points
            : currency === 'tierCredits'
              ? tier.credits
              : (sums.get(currency) ?? 0),
        expiring:
          currency === 'points' ? [...expiring].map(([expiresAt, amount]) => ({ amount, expiresAt })) : [],
      })),
    };
  }

  return {
    ...localStatementsReads(repos),
    getBalances,
    getPointsBalance: (player) => spendablePoints(repos, player, new Date()),
    getTier: (player, now) => playerTier(repos, player, now),

    async getOffers(player, query, now) {
      const [tier, points] = await Promise.all([
        playerTier(repos, player, now),
        spendablePoints(repos, player, now),
      ]);
      return parseJson(await repos.offers.list(player, query, { tier: tier.number, points, now }));
    },

    async validateOffer(player, offerId, now) {
      const offer = await checkOffer(repos, player, offerId, now);
      const points = await spendablePoints(repos, player, now);
      if (points < offer.cost) throw new InsufficientPointsError(offer.cost, points);
      return { cost: offer.cost, minTier: offer.minTier, name: offer.name };
    },

    getRewards: async (player, query, hot) => parseJson(await repos.rewards.list(player, query, hot)),

    async getReward(player, rewardCode, hot) {
      const row = await repos.rewards.findDetail(player, rewardCode);
      if (!row) throw new RewardNotFoundError();
      return { ...toReward(row, hot), locations: row.locations };
    },

    redeemOffer: (request) => changes.redeemOffer(request),
    swapReward: (request) => changes.swapReward(request),
    // The portal's own profile is the player's record, and the portal has no stop codes.
    getProfile: async () => null,
    getStopRules: async () => NO_STOPS,
  };
}

/** The local connector's periodic job: lots and rewards past their expiry (docs/design.md#ledger-and-money-like-state). */
export function createLocalExpiryJob(uow: LoyaltyUnitOfWork) {
  const repos = uow.read;
  return {
    async expireDue(now: Date): Promise<{ players: number; rewards: number }> {
      const players = await repos.ledger.playersWithDueLots(now, EXPIRY_BATCH);
      for (const player of players) {
        await uow.run(async (tx) => {
          await tx.ledger.lockAccount(player);
          await expireDueLots(tx.ledger, player, now);
        });
      }
      return { players: players.length, rewards: await repos.rewards.expireDue(now) };
    },
  };
}
export type LocalExpiryJob = ReturnType<typeof createLocalExpiryJob>;
