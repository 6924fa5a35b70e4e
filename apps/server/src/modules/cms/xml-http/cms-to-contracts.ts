import type {
  Balances,
  Offer,
  OfferCategory,
  Profile,
  Reward,
  RewardDetail,
  RewardStatus,
} from '@patron/contracts';
import type { CmsProfile } from '../cms-connector';
import { CmsBrokenAnswerError } from './cms-errors';
import type { CmsBalances, CmsComp, CmsCompType, CmsPlayerProfile, CmsStopCode } from './cms-records';

/** CMS records in the shapes the portal answers with (docs/design.md#loyalty-api). */

const DAY_MS = 86_400_000;

/** Points lots already past their expiry are left out, as the local connector leaves them out. */
export function balancesFromCms(balances: CmsBalances, now: Date): Balances {
  const expiring = balances.expiring
    .filter((lot): lot is { points: number; expiresAt: Date } => lot.points > 0 && lot.expiresAt !== null)
    .filter((lot) => lot.expiresAt > now)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime())
    .map((lot) => ({ amount: lot.points, expiresAt: lot.expiresAt.toISOString() }));
  return {
    data: [
      { currency: 'points', balance: balances.points, expiring },
      { currency: 'tierCredits', balance: balances.tierPoints, expiring: [] },
      { currency: 'compDollars', balance: balances.compCents, expiring: [] },
      { currency: 'freePlay', balance: balances.freePlayCents, expiring: [] },
    ],
  };
}

export type RewardContext = {
  now: Date;
  hotRewardDays: number;
  /** The catalogue by CompTypeID, for the reward's description and its value in points. */
  compTypes?: ReadonlyMap<string, CmsCompType>;
};

/**
 * The contract has no `voided`: the portal voids a comp only to swap it or to undo an issue it never
 * confirmed, and neither leaves a reward the player holds, so a void reads as `swapped`. An `Active` comp past
 * its expiry is expired, as the local expiry job would have marked it.
 */
function statusOf(comp: CmsComp, now: Date): RewardStatus {
  if (comp.status === 'Used') return 'used';
  if (comp.status === 'Voided') return 'swapped';
  if (comp.status === 'Expired' || (comp.expiresAt && comp.expiresAt <= now)) return 'expired';
  return 'active';
}

export function rewardFromComp(comp: CmsComp, context: RewardContext): Reward {
  // Rewards carry an expiry in the contract and every comp a CMS issues has one; a comp without it is
  // broken rather than given an invented date.
  if (!comp.expiresAt) throw new CmsBrokenAnswerError(`comp ${comp.id}: no ExpirationDate`);
  const type = context.compTypes?.get(comp.compTypeId);
  return {
    id: comp.id,
    rewardCode: comp.code,
    name: comp.name,
    expirationDate: comp.expiresAt.toISOString(),
    description: type?.description ?? '',
    // The CMS has no images.
    imageUrl: null,
    offerId: comp.compTypeId,
    // `value` is in points (what a swap gives back): the catalogue's point cost; 0 when the comp type is
    // no longer in the catalogue, so a swap never credits points nobody can vouch for.
    value: type?.pointCost ?? 0,
    status: statusOf(comp, context.now),
    hot: comp.expiresAt.getTime() <= context.now.getTime() + context.hotRewardDays * DAY_MS,
  };
}

export function rewardDetailFromComp(comp: CmsComp, context: RewardContext): RewardDetail {
  const location = comp.location ?? context.compTypes?.get(comp.compTypeId)?.location ?? null;
  return { ...rewardFromComp(comp, context), locations: location ? [location] : [] };
}

const CATEGORIES: Record<string, OfferCategory> = {
  dining: 'dining',
  food: 'dining',
  hotel: 'hotel',
  room: 'hotel',
  freeplay: 'freePlay',
  retail: 'retail',
  gift: 'retail',
  shows: 'shows',
  show: 'shows',
  entertainment: 'shows',
};

/** A CMS category to the contract's; one the portal has no word for is filed under retail (merchandise). */
export function offerCategoryOf(category: string): OfferCategory {
  return CATEGORIES[category.toLowerCase().replace(/[^a-z]/g, '')] ?? 'retail';
}

export type OfferContext = { now: Date; ranking: number; pointBalance: number | null };

/**
 * A comp type as this player's offer, or null outside its ValidFrom/ValidTo (the catalogue shows only what
 * can be had now). An unavailable comp type reads as sold out: the nearest reason the contract has.
 */
export function offerFromCompType(type: CmsCompType, context: OfferContext): Offer | null {
  if (type.validFrom && type.validFrom > context.now) return null;
  if (type.validTo && type.validTo <= context.now) return null;
  // Tier numbers start at 1; a MinRanking of 0 lets every player have it, like tier 1.
  const minTier = Math.max(1, type.minRanking);
  const unavailableReason =
    context.ranking < minTier
      ? 'tier'
      : !type.available
        ? 'soldOut'
        : context.pointBalance !== null && type.pointCost > context.pointBalance
          ? 'points'
          : null;
  return {
    id: type.id,
    name: type.name,
    description: type.description,
    imageUrl: null,
    cost: type.pointCost,
    minTier,
    validUntil: type.validTo?.toISOString() ?? null,
    category: offerCategoryOf(type.category),
    available: unavailableReason === null,
    unavailableReason,
  };
}

/** What a player's stop codes forbid (docs/casino-system.md#reads); other codes are ignored. */
export function stopCodeRules(stopCodes: readonly CmsStopCode[], now: Date) {
  const active = new Set(
    stopCodes.filter((s) => s.active && (!s.effectiveAt || s.effectiveAt <= now)).map((s) => s.id),
  );
  const selfExcluded = active.has('SELFEXCL');
  return {
    offersHidden: selfExcluded,
    redemptionsRefused: selfExcluded || active.has('NOCOMP'),
    marketingStopped: selfExcluded || active.has('NOMAIL'),
  };
}

export type CmsProfileFields = Pick<Profile, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'address'>;

/** The profile the casino system owns, for the profile screen and for who may be greeted by name. */
export function profileFromCms(profile: CmsPlayerProfile): CmsProfile {
  return { ...profileFieldsFromCms(profile), birthdate: profile.dateOfBirth, discreet: profile.discreet };
}

/** The profile fields PlayerProfile gives; the mobile phone first, as it is the one a text can reach. */
export function profileFieldsFromCms(profile: CmsPlayerProfile): CmsProfileFields {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    phoneNumber: profile.mobilePhone ?? profile.homePhone,
    address: {
      addressLine1: profile.address.line1,
      addressLine2: profile.address.line2,
      city: profile.address.city,
      stateId: profile.address.state,
      zipCode: profile.address.zip,
      countryId: profile.address.country,
    },
  };
}
