import { createHash } from 'node:crypto';
import type { RewardChangeResult } from '@patron/contracts';
import {
  IdempotencyConflictError,
  IdempotencyKeyUsedError,
  IdempotencyMismatchError,
  InsufficientPointsError,
  OfferLimitReachedError,
  OfferNotFoundError,
  OfferSoldOutError,
  RewardNotActiveError,
  RewardNotFoundError,
  SwapToSameOfferError,
  TierTooLowError,
  WrongBirthdateError,
} from '../../../lib/errors';
import type { PlayerKey } from '../../../lib/player-key';
import { debitPoints, expireDueLots } from './points';
import type { OfferRow } from './offers.repository';
import type { RedeemRequest, SwapRequest } from '../cms-connector';
import type { LoyaltyRepositories, LoyaltyUnitOfWork } from './local-repositories';
import { playerTier, rewardExpiry, toReward } from './player-state';

const SOURCE = 'portal';

/** Every rule that can refuse this offer to this player now, except the points (drawn later). */
export async function checkOffer(
  repos: LoyaltyRepositories,
  player: PlayerKey,
  offerId: string,
  now: Date,
): Promise<OfferRow> {
  const offer = await repos.offers.findOnOffer(player.tenantId, offerId, now);
  if (!offer) throw new OfferNotFoundError();
  const tier = await playerTier(repos, player, now);
  if (tier.number < offer.minTier) throw new TierTooLowError(offer.minTier);
  if (offer.stock === 0) throw new OfferSoldOutError();
  if (
    offer.perPlayerLimit !== null &&
    (await repos.offers.countIssued(player, offer.id)) >= offer.perPlayerLimit
  ) {
    throw new OfferLimitReachedError(offer.perPlayerLimit);
  }
  return offer;
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * docs/design.md#ledger-and-money-like-state: one transaction holding the player's account lock; a key
 * already answered replays that answer, a key another request is still running with gets 409
 * (IdempotencyConflictError), the same key with another request is refused. Only successes are stored: a
 * refusal changed nothing, so a retry re-decides.
 */
async function idempotent(
  uow: LoyaltyUnitOfWork,
  request: { player: PlayerKey; idempotencyKey: string; operation: 'redeem' | 'swap'; fingerprint: unknown },
  work: (repos: LoyaltyRepositories) => Promise<RewardChangeResult>,
): Promise<RewardChangeResult> {
  const requestHash = createHash('sha256').update(JSON.stringify(request.fingerprint)).digest('hex');
  try {
    return await uow.run(async (repos) => {
      if (!(await repos.idempotency.claim(request.player, request.idempotencyKey)))
        throw new IdempotencyConflictError();
      await repos.ledger.lockAccount(request.player);
      const prior = await repos.idempotency.find(request.player, request.idempotencyKey);
      if (prior) {
        if (prior.operation !== request.operation || prior.requestHash !== requestHash) {
          throw new IdempotencyMismatchError();
        }
        return prior.responseBody as RewardChangeResult;
      }
      const result = await work(repos);
      await repos.idempotency.save({
        ...request.player,
        key: request.idempotencyKey,
        operation: request.operation,
        requestHash,
        // docs/design.md#loyalty-api: redeem answers 201, swap 200.
        responseStatus: request.operation === 'redeem' ? 201 : 200,
        responseBody: result,
      });
      return result;
    });
  } catch (error) {
    // The ledger already holds this key, whose stored answer was purged (after a day): never twice.
    if (isUniqueViolation(error)) throw new IdempotencyKeyUsedError();
    throw error;
  }
}

async function settle(
  repos: LoyaltyRepositories,
  req: RedeemRequest,
  offer: OfferRow,
  cost: number,
  entry: { kind: 'redeem' | 'swap'; label: string },
  latestExpiry?: Date,
): Promise<RewardChangeResult> {
  if (offer.stock !== null && !(await repos.offers.takeStock(offer.id))) throw new OfferSoldOutError();
  const reward = await repos.rewards.issue(req.player, {
    offerId: offer.id,
    name: offer.name,
    description: offer.description,
    imageUrl: offer.imageUrl,
    value: offer.value,
    expiresAt: earliest(rewardExpiry(offer, req.now), latestExpiry),
  });
  const movementId = await debitPoints(repos.ledger, req.player, cost, {
    kind: entry.kind,
    reason: entry.kind,
    label: entry.label,
    source: SOURCE,
    at: req.now,
    idempotencyKey: req.idempotencyKey,
    rewardId: reward.id,
    offerId: offer.id,
  });
  if (movementId === null) {
    throw new InsufficientPointsError(cost, await repos.ledger.balance(req.player, 'points'));
  }
  return {
    reward: toReward(reward, { now: req.now, days: req.hotRewardDays }),
    pointsBalance: await repos.ledger.balance(req.player, 'points'),
  };
}

function earliest(date: Date, cap: Date | undefined): Date {
  return cap !== undefined && cap < date ? cap : date;
}

export function createLocalChanges(uow: LoyaltyUnitOfWork) {
  return {
    redeemOffer(req: RedeemRequest): Promise<RewardChangeResult> {
      const fingerprint = { offerId: req.offerId };
      return idempotent(uow, { ...req, operation: 'redeem', fingerprint }, async (repos) => {
        await expireDueLots(repos.ledger, req.player, req.now);
        const offer = await checkOffer(repos, req.player, req.offerId, req.now);
        return settle(repos, req, offer, offer.cost, { kind: 'redeem', label: `Redeemed: ${offer.name}` });
      });
    },

    swapReward(req: SwapRequest): Promise<RewardChangeResult> {
      const fingerprint = { offerId: req.offerId, rewardCode: req.rewardCode, birthdate: req.birthdate };
      return idempotent(uow, { ...req, operation: 'swap', fingerprint }, async (repos) => {
        await expireDueLots(repos.ledger, req.player, req.now);
        const old = await repos.rewards.findByCode(req.player, req.rewardCode, true);
        if (!old) throw new RewardNotFoundError();
        if (req.birthdateOnRecord === null || req.birthdateOnRecord !== req.birthdate) {
          throw new WrongBirthdateError();
        }
        if (old.status !== 'active') throw new RewardNotActiveError(old.status);
        if (old.expiresAt <= req.now) throw new RewardNotActiveError('expired');
        // At no cost when its value covers the cost, that would renew the reward's expiry for ever.
        if (old.offerId === req.offerId) throw new SwapToSameOfferError();
        if (old.offerId !== null) await repos.offers.lockInOrder([old.offerId, req.offerId]);
        const offer = await checkOffer(repos, req.player, req.offerId, req.now);
        await repos.rewards.setStatus(old.id, 'swapped', req.now);
        // The given-back reward's unit goes back to its offer, so a chain of swaps between two
        // limited offers cannot drain either.
        if (old.offerId !== null) await repos.offers.returnStock(old.offerId);
        // docs/design.md#loyalty-api: the new offer's cost less the returned reward's value, never below
        // zero.
        const cost = Math.max(0, offer.cost - old.value);
        // Never later than the reward given back: a chain of swaps cannot renew a reward for ever.
        return settle(
          repos,
          req,
          offer,
          cost,
          { kind: 'swap', label: `Swapped ${old.name} for ${offer.name}` },
          old.expiresAt,
        );
      });
    },
  };
}
