import {
  balancesSchema,
  offerSchema,
  profileSchema,
  rewardDetailSchema,
  rewardSchema,
} from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { CmsBrokenAnswerError } from './cms-errors';
import type { CmsComp, CmsCompType, CmsPlayerProfile } from './cms-records';
import {
  balancesFromCms,
  offerCategoryOf,
  offerFromCompType,
  profileFieldsFromCms,
  rewardDetailFromComp,
  rewardFromComp,
  stopCodeRules,
} from './cms-to-contracts';

const now = new Date('2026-11-15T20:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);

const comp: CmsComp = {
  id: '555',
  code: '000123456789',
  compTypeId: '12',
  name: 'Buffet for two',
  valueCents: 2500,
  issuedAt: days(-10),
  expiresAt: days(5),
  status: 'Active',
  location: null,
};
const compType: CmsCompType = {
  id: '12',
  name: 'Buffet for two',
  description: 'Dinner buffet',
  category: 'Dining',
  pointCost: 2500,
  valueCents: 2500,
  minRanking: 2,
  validFrom: days(-30),
  validTo: days(30),
  available: true,
  location: 'Buffet',
};

describe('balancesFromCms', () => {
  it('gives the four currencies in units and cents, lots that expire first first', () => {
    const balances = balancesFromCms(
      {
        points: 12500,
        tierPoints: 3400,
        compCents: -33579,
        freePlayCents: 2001,
        rewardCents: null,
        giftPoints: null,
        pointToDollarRate: 0.01,
        expiring: [
          { points: 300, expiresAt: days(40) },
          { points: 0, expiresAt: days(2) },
          { points: 200, expiresAt: null },
          { points: 100, expiresAt: days(-1) },
          { points: 500, expiresAt: days(10) },
        ],
      },
      now,
    );
    expect(balancesSchema.parse(balances)).toEqual(balances);
    expect(balances.data).toEqual([
      {
        currency: 'points',
        balance: 12500,
        expiring: [
          { amount: 500, expiresAt: days(10).toISOString() },
          { amount: 300, expiresAt: days(40).toISOString() },
        ],
      },
      { currency: 'tierCredits', balance: 3400, expiring: [] },
      { currency: 'compDollars', balance: -33579, expiring: [] },
      { currency: 'freePlay', balance: 2001, expiring: [] },
    ]);
  });
});

describe('rewardFromComp', () => {
  const types = new Map([[compType.id, compType]]);

  it('uses CompCode as the reward code exactly, and the catalogue for description and value', () => {
    const reward = rewardFromComp(comp, { now, hotRewardDays: 7, compTypes: types });
    expect(rewardSchema.parse(reward)).toEqual(reward);
    expect(reward).toMatchObject({
      id: '555',
      rewardCode: '000123456789',
      offerId: '12',
      description: 'Dinner buffet',
      value: 2500,
      status: 'active',
      hot: true,
      imageUrl: null,
    });
    expect(rewardFromComp(comp, { now, hotRewardDays: 3 })).toMatchObject({
      hot: false,
      value: 0,
      description: '',
    });
  });

  it('maps statuses, an active comp past its expiry as expired', () => {
    const status = (c: Partial<CmsComp>) =>
      rewardFromComp({ ...comp, ...c }, { now, hotRewardDays: 0 }).status;
    expect(status({ status: 'Used' })).toBe('used');
    expect(status({ status: 'Voided' })).toBe('swapped');
    expect(status({ status: 'Expired' })).toBe('expired');
    expect(status({ expiresAt: days(-1) })).toBe('expired');
    expect(() => rewardFromComp({ ...comp, expiresAt: null }, { now, hotRewardDays: 0 })).toThrow(
      CmsBrokenAnswerError,
    );
  });

  it('names where a reward can be used', () => {
    const detail = rewardDetailFromComp(comp, { now, hotRewardDays: 0, compTypes: types });
    expect(rewardDetailSchema.parse(detail).locations).toEqual(['Buffet']);
    expect(rewardDetailFromComp(comp, { now, hotRewardDays: 0 }).locations).toEqual([]);
  });
});

describe('offerFromCompType', () => {
  const offer = (t: Partial<CmsCompType>, ranking = 2, pointBalance: number | null = 5000) =>
    offerFromCompType({ ...compType, ...t }, { now, ranking, pointBalance });

  it('gives an available offer that passes the contract', () => {
    const o = offer({});
    expect(offerSchema.parse(o)).toEqual(o);
    expect(o).toMatchObject({
      id: '12',
      cost: 2500,
      minTier: 2,
      category: 'dining',
      available: true,
      unavailableReason: null,
    });
    expect(o?.validUntil).toBe(days(30).toISOString());
  });

  it('says why an offer cannot be had: tier first, then unavailable, then points', () => {
    expect(offer({}, 1)).toMatchObject({ available: false, unavailableReason: 'tier' });
    expect(offer({ available: false }, 1)?.unavailableReason).toBe('tier');
    expect(offer({ available: false })).toMatchObject({ available: false, unavailableReason: 'soldOut' });
    expect(offer({}, 2, 100)).toMatchObject({ available: false, unavailableReason: 'points' });
    expect(offer({}, 2, null)?.available).toBe(true);
    expect(offer({ minRanking: 0 }, 1)).toMatchObject({ minTier: 1, available: true });
  });

  it('leaves out offers outside ValidFrom / ValidTo, and an open end is no end', () => {
    expect(offer({ validFrom: days(1) })).toBeNull();
    expect(offer({ validTo: days(-1) })).toBeNull();
    expect(offer({ validTo: now })).toBeNull();
    expect(offer({ validFrom: null, validTo: null })?.validUntil).toBeNull();
  });

  it('files CMS categories under the contract categories', () => {
    expect(
      ['Dining', 'HOTEL', 'Free Play', 'FreePlay', 'Retail', 'Entertainment', 'Slot Tournament'].map(
        offerCategoryOf,
      ),
    ).toEqual(['dining', 'hotel', 'freePlay', 'freePlay', 'retail', 'shows', 'retail']);
  });
});

describe('stopCodeRules', () => {
  const code = (id: string, active = true, effectiveAt: Date | null = null) => ({
    id,
    description: '',
    priority: 1,
    active,
    effectiveAt,
  });
  it('applies active, effective SELFEXCL, NOCOMP and NOMAIL and ignores the rest', () => {
    expect(stopCodeRules([code('SELFEXCL')], now)).toEqual({
      offersHidden: true,
      redemptionsRefused: true,
      marketingStopped: true,
    });
    expect(stopCodeRules([code('NOCOMP'), code('VIPHOLD')], now)).toEqual({
      offersHidden: false,
      redemptionsRefused: true,
      marketingStopped: false,
    });
    expect(stopCodeRules([code('NOMAIL')], now)).toEqual({
      offersHidden: false,
      redemptionsRefused: false,
      marketingStopped: true,
    });
    expect(stopCodeRules([code('SELFEXCL', false), code('NOCOMP', true, days(1))], now)).toEqual({
      offersHidden: false,
      redemptionsRefused: false,
      marketingStopped: false,
    });
  });
});

describe('profileFieldsFromCms', () => {
  it('gives the profile fields PlayerProfile has', () => {
    const profile: CmsPlayerProfile = {
      firstName: 'Dana',
      middleName: null,
      lastName: 'Smith',
      dateOfBirth: '1961-04-12',
      email: null,
      mobilePhone: null,
      homePhone: '+17025550101',
      address: { line1: '1 Main St', line2: null, city: 'Reno', state: 'NV', zip: '89501', country: '840' },
      ranking: 2,
      pinLocked: false,
      discreet: false,
      enrolledAt: null,
      stopCodes: [],
    };
    const fields = profileFieldsFromCms(profile);
    expect(
      profileSchema
        .pick({ firstName: true, lastName: true, email: true, phoneNumber: true, address: true })
        .parse(fields),
    ).toEqual(fields);
    expect(fields).toMatchObject({
      phoneNumber: '+17025550101',
      address: { countryId: '840', stateId: 'NV', addressLine2: null },
    });
  });
});
