import { balancesSchema, externalTierSchema, profileSchema, rewardListSchema } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parse, type Check } from '../../validate/checks';
import { balancesCheck, externalTierCheck, profileCheck, rewardListCheck } from './player-checks';
import { expectSameVerdictFieldByField } from '../../../test/field-by-field';

function agrees<T>(check: Check<T>, schema: z.ZodType, samples: unknown[]) {
  for (const sample of samples) {
    const expected = schema.safeParse(sample);
    expect(parse(check, sample), JSON.stringify(sample)).toEqual(
      expected.success ? expected.data : undefined,
    );
  }
}

const address = {
  city: 'Livingston',
  addressLine1: null,
  addressLine2: null,
  zipCode: '77351',
  countryId: 'US',
};
const profile = {
  id: '7000000001',
  externalId: null,
  username: 'demo',
  email: 'demo@example.com',
  phoneNumber: null,
  firstName: 'Dana',
  lastName: 'Demo',
  isVerified: true,
  address,
  hasFacebookProfile: false,
  hasGoogleProfile: true,
};
const reward = {
  id: 'r1',
  rewardCode: 'NSK-1',
  name: 'Free play',
  expirationDate: '2026-12-01T00:00:00.000Z',
  description: '',
  imageUrl: null,
  offerId: null,
  value: 100,
  status: 'active',
  hot: false,
};
const tier = {
  pointsBalance: 25000,
  pointToDollarsRate: 0.01,
  currentCardLevelNumber: 2,
  tierName: 'Gold',
  tierCredits: 1200,
  periodEndsAt: '2026-12-31T23:59:59Z',
  nextTier: { number: 3, name: 'Platinum', creditsRequired: 5000 },
  creditsToNextTier: 3800,
};

/** A read answered from the player's last-known copy. */
const lastKnown = { stale: true, asOf: '2026-11-20T14:05:00.000Z' } as const;

describe('signed-in home checks hold to the contracts (zod off the home)', () => {
  it('the profile', () => {
    agrees(profileCheck, profileSchema, [
      profile,
      { ...profile, extra: 1 },
      { ...profile, email: undefined },
      { ...profile, isVerified: 'yes' },
      { ...profile, address: { ...address, city: 3 } },
      { ...profile, address: { ...address, stateId: 'TX' } },
      { ...profile, address: { ...address, stateId: null } },
      { ...profile, address: { ...address, stateId: 48 } },
      {
        ...profile,
        marketing: { mailAllowed: true, hasEmailOptInFlag: false, hasSmsOptInFlag: true },
        pendingEmail: 'new@example.com',
        hasOktaProfile: true,
      },
      { ...profile, pendingEmail: null, hasOktaProfile: false },
      { ...profile, marketing: { mailAllowed: true, hasEmailOptInFlag: false } },
      { ...profile, marketing: null },
      { ...profile, hasOktaProfile: 'no' },
      {
        ...profile,
        birthdate: '1985-06-15',
        readOnlyFields: ['firstName', 'address'],
        discreet: true,
        stale: true,
        asOf: '2026-03-01T10:00:00.000Z',
      },
      { ...profile, birthdate: null, discreet: false },
      { ...profile, readOnlyFields: ['username'] },
      { ...profile, stale: false },
      { ...profile, discreet: 'yes' },
    ]);
  });

  it('the rewards page, its dates as the schema reads them', () => {
    agrees(rewardListCheck, rewardListSchema, [
      { data: [reward], total: 1 },
      { data: [], total: 0 },
      { data: [{ ...reward, expirationDate: '2026-12-01T00:00:00+02:00' }], total: 1 },
      { data: [{ ...reward, expirationDate: '2026-02-30T00:00:00Z' }], total: 1 },
      { data: [{ ...reward, expirationDate: '2028-02-29T10:11:12.5Z' }], total: 1 },
      { data: [{ ...reward, expirationDate: '2026-12-01T00:00Z' }], total: 1 },
      { data: [{ ...reward, expirationDate: '2026-12-01' }], total: 1 },
      { data: [{ ...reward, status: 'gone' }], total: 1 },
      { data: [{ ...reward, value: -1 }], total: 1 },
      { data: [reward], total: 1.5 },
      { data: [reward], total: 1, ...lastKnown },
      { data: [reward], total: 1, stale: false },
      { data: [reward], total: 1, stale: true, asOf: '2026-11-20 14:05' },
    ]);
  });

  it('the external tier', () => {
    agrees(externalTierCheck, externalTierSchema, [
      tier,
      { ...tier, nextTier: null },
      { ...tier, pointToDollarsRate: 0 },
      { ...tier, pointToDollarsRate: Number.NaN },
      { ...tier, currentCardLevelNumber: 0 },
      { ...tier, creditsToNextTier: -5 },
      { ...tier, nextTier: { number: 3, name: 'Platinum' } },
      { ...tier, ...lastKnown },
      { ...tier, asOf: lastKnown.asOf },
      { ...tier, stale: 'true' },
    ]);
  });

  it('the balances', () => {
    const balance = {
      currency: 'points',
      balance: 25000,
      expiring: [{ amount: 500, expiresAt: '2026-11-26T00:00:00.000Z' }],
    };
    agrees(balancesCheck, balancesSchema, [
      { data: [balance] },
      { data: [{ ...balance, currency: 'gold' }] },
      { data: [{ ...balance, expiring: [{ amount: 0, expiresAt: '2026-11-26T00:00:00.000Z' }] }] },
      { data: 'none' },
      { data: [balance], ...lastKnown },
      { data: [balance], stale: null },
      { data: [balance], credit: { limit: 500000, available: null, outstandingMarkers: 150000 } },
      { data: [balance], credit: { limit: 500000, available: 1.5, outstandingMarkers: 0 } },
      { data: [balance], credit: null },
    ]);
  });
});

describe('signed-in home checks check every field of their contract', () => {
  it.each([
    ['the profile', profileCheck, profileSchema, profile],
    ['the rewards page', rewardListCheck, rewardListSchema, { data: [reward], total: 1 }],
    ['the external tier', externalTierCheck, externalTierSchema, tier],
    [
      'the balances',
      balancesCheck,
      balancesSchema,
      {
        data: [
          {
            currency: 'points',
            balance: 25000,
            expiring: [{ amount: 500, expiresAt: '2026-11-26T00:00:00.000Z' }],
          },
        ],
        credit: { limit: 500000, available: 350000, outstandingMarkers: null },
      },
    ],
  ] as const)('%s', (_name, check, schema, sample) => {
    expectSameVerdictFieldByField(check as Check<unknown>, schema, sample);
  });
});
