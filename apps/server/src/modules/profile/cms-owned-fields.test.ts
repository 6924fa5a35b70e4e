import { describe, expect, it } from 'vitest';
import type { Profile } from '@patron/contracts';
import { ValidationError } from '../../lib/errors';
import type { CmsProfile } from '../cms/cms-connector';
import { refuseCmsOwnedChanges, withCmsProfile, withoutCmsOwned } from './cms-owned-fields';

const address = {
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Willow Brook',
  stateId: 'WA',
  zipCode: '98584',
  countryId: '840',
};
const cms: CmsProfile = {
  firstName: 'Nathan',
  lastName: 'Krise',
  email: 'Demo@Example.com',
  phoneNumber: '+13605550108',
  address,
  birthdate: '1985-06-15',
  discreet: false,
};
const portal = {
  id: '7',
  externalId: '0004417023',
  username: 'demo',
  email: 'old@example.com',
  phoneNumber: null,
  firstName: 'Nate',
  lastName: 'K',
  isVerified: true,
  address: { ...address, city: 'Elsewhere' },
  hasFacebookProfile: false,
  hasGoogleProfile: true,
  marketing: { mailAllowed: true, hasEmailOptInFlag: false, hasSmsOptInFlag: false },
} satisfies Profile;

describe('the fields a casino system keeps', () => {
  it('replace the portal’s, named read-only, the rest kept', () => {
    const merged = withCmsProfile(portal, { ...cms, stale: true, asOf: '2026-01-01T00:00:00.000Z' });
    expect(merged).toMatchObject({ firstName: 'Nathan', address, birthdate: '1985-06-15', discreet: false });
    expect(merged).toMatchObject({ username: 'demo', hasGoogleProfile: true, marketing: portal.marketing });
    expect(merged).toMatchObject({ stale: true, asOf: '2026-01-01T00:00:00.000Z' });
    expect(merged.readOnlyFields).toContain('address');
  });

  it('refuse a change 400, but not the casino’s own values sent back', () => {
    expect(() => refuseCmsOwnedChanges({ firstName: 'Nate' }, cms)).toThrow(ValidationError);
    expect(() => refuseCmsOwnedChanges({ address: { city: 'Tulsa' } }, cms)).toThrow(ValidationError);
    expect(() => refuseCmsOwnedChanges({ phoneNumber: null }, cms)).toThrow(ValidationError);
    expect(() =>
      refuseCmsOwnedChanges({ firstName: 'Nathan', email: 'demo@example.com', address }, cms),
    ).not.toThrow();
    expect(() => refuseCmsOwnedChanges({ marketing: { mailAllowed: false } }, cms)).not.toThrow();
  });

  it('refuse any of them sent while the casino cannot say what it holds', () => {
    expect(() => refuseCmsOwnedChanges({ firstName: 'Nathan' }, null)).toThrow(ValidationError);
    expect(() => refuseCmsOwnedChanges({ marketing: { mailAllowed: false } }, null)).not.toThrow();
  });

  it('leave the portal only its own fields to save', () => {
    expect(
      withoutCmsOwned({
        firstName: 'Nathan',
        address,
        marketing: { mailAllowed: false },
        currentPin: '1234',
      }),
    ).toEqual({ marketing: { mailAllowed: false }, currentPin: '1234' });
  });
});
