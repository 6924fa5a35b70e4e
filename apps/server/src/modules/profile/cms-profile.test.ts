import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { SEEDED_PLAYERS } from '@patron/cms-simulator';
import { profileSchema } from '@patron/contracts';
import { players, tenants } from '../../db/schema/index';
import { playerHeaders, PASSWORD } from '../../test/rewards-fixtures';
import { CMS_UNAVAILABLE_MESSAGE } from '../cms/xml-http/cms-errors';
import {
  CMS_BRAND,
  cmsHeaders,
  useCmsTenantApp,
  type CmsTenantContext,
} from '../cms/xml-http/cms-tenant.test-helpers';
import { CMS_OWNED_CHANGE_MESSAGE } from './cms-owned-fields';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t: CmsTenantContext = useCmsTenantApp({ timeoutMs: 1_500 });

const getProfile = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/profile/', headers });
  expect(res.statusCode, res.body).toBe(200);
  return profileSchema.parse(res.json());
};
const put = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/profile/', headers, payload });
/** The portal's own record of a little-creek player, which a refused change must leave alone. */
const portalRow = async (username: string) => {
  const [row] = await t.db
    .select({ firstName: players.firstName, city: players.city, email: players.email })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .where(and(eq(tenants.brand, CMS_BRAND), eq(players.username, username)));
  return row;
};
const owned = ['firstName', 'lastName', 'email', 'phoneNumber', 'address', 'birthdate'];

describe('the profile of a player on a casino system', () => {
  it('shows the names, contact details, address and birthdate the casino keeps, read-only', async () => {
    const profile = await getProfile(await cmsHeaders(t));
    expect(profile).toMatchObject({
      username: 'demo',
      firstName: SEEDED_PLAYERS.demo.firstName,
      lastName: SEEDED_PLAYERS.demo.lastName,
      email: SEEDED_PLAYERS.demo.email,
      birthdate: '1985-06-15',
      readOnlyFields: owned,
      discreet: false,
    });
    expect(profile.stale).toBeUndefined();
  });

  it('refuses a new name 400 in plain words and changes nothing', async () => {
    const headers = await cmsHeaders(t);
    const before = await getProfile(headers);
    const row = await portalRow('demo');
    const res = await put(headers, { firstName: 'Nate', currentPassword: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [CMS_OWNED_CHANGE_MESSAGE] });
    const address = await put(headers, { address: { city: 'Tulsa' }, currentPassword: PASSWORD });
    expect(address.statusCode).toBe(400);
    const email = await put(headers, { email: 'nate@example.com', currentPassword: PASSWORD });
    expect(email.statusCode).toBe(400);
    expect(await getProfile(headers)).toEqual(before);
    expect(await portalRow('demo')).toEqual(row);
  });

  it('still saves marketing choices, taking the whole profile sent back', async () => {
    const headers = await cmsHeaders(t);
    const { firstName, lastName, email, phoneNumber, address, marketing } = await getProfile(headers);
    const res = await put(headers, {
      firstName,
      lastName,
      email,
      phoneNumber,
      address,
      marketing: { ...marketing, hasSmsOptInFlag: !marketing?.hasSmsOptInFlag },
      currentPassword: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = profileSchema.parse(res.json());
    expect(saved.marketing?.hasSmsOptInFlag).toBe(!marketing?.hasSmsOptInFlag);
    expect(saved.firstName).toBe(SEEDED_PLAYERS.demo.firstName);
    expect((await getProfile(headers)).marketing).toEqual(saved.marketing);
  });

  it('marks a DiscreetPlayer discreet', async () => {
    const profile = await getProfile(await cmsHeaders(t, 'highroller'));
    expect(profile.discreet).toBe(true);
    expect(profile.lastName).toBe(SEEDED_PLAYERS.highRoller.lastName);
  });

  it('answers the last-known copy marked stale, then the portal record, while the casino is down', async () => {
    const headers = await cmsHeaders(t);
    await getProfile(headers);
    t.sim.faults.add({ operation: '*', kind: 'status', status: 503 });
    const copy = await getProfile(headers);
    expect(copy).toMatchObject({ stale: true, firstName: SEEDED_PLAYERS.demo.firstName, discreet: false });
    expect(copy.asOf).toBeDefined();
    const same = await put(headers, { lastName: 'Krise', currentPassword: PASSWORD });
    expect(same.statusCode, same.body).toBe(200);

    const other = await cmsHeaders(t, 'pending');
    const res = await t.app.inject({ method: 'GET', url: '/api/profile/', headers: other });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(CMS_UNAVAILABLE_MESSAGE);
    // Without the casino's values a name sent cannot be told from a change: refused.
    const blind = await put(other, { firstName: 'Pat', currentPassword: PASSWORD });
    expect(blind.statusCode).toBe(400);
    expect(profileSchema.parse(res.json())).toMatchObject({
      username: 'pending',
      readOnlyFields: owned,
      discreet: true,
      stale: true,
    });
  });

  it('leaves a tenant on its own ledger as it was', async () => {
    const profile = await getProfile(await playerHeaders(t.app, 'coyote'));
    expect(profile.readOnlyFields).toBeUndefined();
    expect(profile.discreet).toBeUndefined();
    expect(profile.birthdate).toBeUndefined();
  });
});
