import type { Reward } from '@patron/contracts';
import type { PlayerKey } from '../../../lib/player-key';
import type { RewardRow } from './rewards.repository';
import { earlierPeriods, qualificationPeriod, tierKept } from '../../tiers/tier-rules';
import type { TierStatus } from '../cms-connector';
import type { LoyaltyRepositories } from './local-repositories';

const DAY_MS = 86_400_000;

/**
 * Tier from the tier credits earned in the current qualification period, or kept from the periods
 * before it under the program's downgrade rule (docs/design.md#ledger-and-money-like-state); `credits` are
 * the current period's.
 */
export async function playerTier(
  repos: LoyaltyRepositories,
  player: PlayerKey,
  now: Date,
): Promise<TierStatus> {
  const [program, ladder] = await Promise.all([
    repos.tiers.program(player.tenantId),
    repos.tiers.ladder(player.tenantId),
  ]);
  const period = qualificationPeriod(now, program.qualificationMonths);
  const kept = earlierPeriods(now, program.qualificationMonths, program.tierRetentionPeriods);
  const sums = await repos.ledger.periodSums(player, 'tierCredits', [{ start: period.start }, ...kept]);
  const credits = sums[0] ?? 0;
  const { current, next } = tierKept(sums, ladder);
  return {
    number: current.number,
    name: current.name,
    credits,
    periodEndsAt: period.end,
    pointToDollarsRate: program.pointToDollarsRate,
    next: next && { number: next.number, name: next.name, creditsRequired: next.creditsRequired },
  };
}

/** Points the player can spend now: the ledger less lots already past expiry the job has not reached. */
export async function spendablePoints(
  repos: LoyaltyRepositories,
  player: PlayerKey,
  now: Date,
): Promise<number> {
  const [balance, lots] = await Promise.all([
    repos.ledger.balance(player, 'points'),
    repos.ledger.openLots(player),
  ]);
  const due = lots.filter((l) => l.expiresAt && l.expiresAt <= now).reduce((s, l) => s + l.remaining, 0);
  return balance - due;
}

export function toReward(row: RewardRow, hot: { now: Date; days: number }): Reward {
  return {
    id: row.id,
    rewardCode: row.rewardCode,
    name: row.name,
    expirationDate: row.expiresAt.toISOString(),
    description: row.description,
    imageUrl: row.imageUrl,
    offerId: row.offerId,
    value: row.value,
    status: row.status,
    hot: row.status === 'active' && row.expiresAt.getTime() <= hot.now.getTime() + hot.days * DAY_MS,
  };
}

/** When a reward issued now for this offer expires. */
export function rewardExpiry(offer: { validDays: number | null; validUntil: Date | null }, now: Date): Date {
  if (offer.validDays) return new Date(now.getTime() + offer.validDays * DAY_MS);
  return offer.validUntil ?? new Date(now.getTime() + 365 * DAY_MS);
}
