import {
  CMS_PROFILE_FIELDS,
  CURRENCIES,
  REWARD_STATUSES,
  type Balances,
  type ExternalTier,
  type Profile,
  type RewardList,
} from '@patron/contracts';
import {
  array,
  boolean,
  INVALID,
  integer,
  isoDatetime,
  isTrue,
  nullable,
  number,
  object,
  oneOf,
  optional,
  string,
  type Check,
} from '../../validate/checks';

/*
 * What the signed-in home reads, rule for rule the contracts' schemas (profile.ts, rewards.ts), so
 * the home loads without zod; player-checks.test.ts holds them to the schemas.
 */
/**
 * The marks of a read answered from the player's last-known copy
 * (docs/design.md#casino-management-system-connector): contracts' common/last-known.ts.
 */
const lastKnown = { stale: optional(isTrue), asOf: optional(isoDatetime) };

export const profileCheck: Check<Profile> = object({
  id: string(),
  externalId: nullable(string()),
  username: string(),
  email: nullable(string()),
  phoneNumber: nullable(string()),
  firstName: string(),
  lastName: string(),
  isVerified: boolean,
  address: object({
    city: nullable(string()),
    addressLine1: nullable(string()),
    addressLine2: nullable(string()),
    zipCode: nullable(string()),
    countryId: nullable(string()),
    stateId: optional(nullable(string())),
  }),
  hasFacebookProfile: boolean,
  hasGoogleProfile: boolean,
  marketing: optional(object({ mailAllowed: boolean, hasEmailOptInFlag: boolean, hasSmsOptInFlag: boolean })),
  pendingEmail: optional(nullable(string())),
  hasOktaProfile: optional(boolean),
  birthdate: optional(nullable(string())),
  readOnlyFields: optional(array(oneOf(CMS_PROFILE_FIELDS))),
  discreet: optional(boolean),
  stale: optional((value) => (value === true ? true : INVALID)),
  asOf: optional(isoDatetime),
});

export const rewardListCheck: Check<RewardList> = object({
  data: array(
    object({
      id: string(),
      rewardCode: string(),
      name: string(),
      expirationDate: isoDatetime,
      description: string(),
      imageUrl: nullable(string()),
      offerId: nullable(string()),
      value: integer(0),
      status: oneOf(REWARD_STATUSES),
      hot: boolean,
    }),
  ),
  total: integer(),
  ...lastKnown,
});

export const externalTierCheck: Check<ExternalTier> = object({
  pointsBalance: integer(),
  pointToDollarsRate: number(0, Infinity, true),
  currentCardLevelNumber: integer(1),
  tierName: string(),
  tierCredits: integer(),
  periodEndsAt: isoDatetime,
  nextTier: nullable(object({ number: integer(), name: string(), creditsRequired: integer() })),
  creditsToNextTier: integer(0),
  ...lastKnown,
});

export const balancesCheck: Check<Balances> = object({
  data: array(
    object({
      currency: oneOf(CURRENCIES),
      balance: integer(),
      expiring: array(object({ amount: integer(1), expiresAt: isoDatetime })),
    }),
  ),
  credit: optional(
    object({
      limit: nullable(integer()),
      available: nullable(integer()),
      outstandingMarkers: nullable(integer()),
    }),
  ),
  ...lastKnown,
});
