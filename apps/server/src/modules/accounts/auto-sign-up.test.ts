import { clientHashForBrand } from '@patron/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitWindows } from '../../db/schema/index';
import { login, useTestApp } from '../../test/test-app';
import { accountCall, linkSentTo } from './accounts.test-helpers';

const t = useTestApp({ outboxPollMs: 0 });
beforeEach(() => t.db.delete(rateLimitWindows));

const HASH = clientHashForBrand('little-creek');
const check = (externalId: string, hash = HASH, brand = 'little-creek') =>
  accountCall(t.app, {
    method: 'GET',
    url: `/api/profile/check/?${new URLSearchParams({ externalId, hash }).toString()}`,
    brand,
  });
const body = (over: Record<string, unknown> = {}) => ({
  username: 'jordan.w',
  password: 'Willow#Creek88',
  externalId: '0004417056',
  hash: HASH,
  email: 'club@little-creek.example.com',
  phone: '+1 405 555 0144',
  hasSmsOptInFlag: true,
  hasEmailOptInFlag: false,
  ...over,
});
const autoSignUp = (payload: unknown, brand = 'little-creek') =>
  accountCall(t.app, { url: '/api/profile/autoSignUp', brand, payload });

describe('check and autoSignUp', () => {
  it('tells the host system whether a CMS player has an online account', async () => {
    expect((await check('0004417023')).json()).toEqual({ exists: true });
    expect((await check('0004417056')).json()).toEqual({ exists: false });
    expect((await check('EXT-NOBODY')).json()).toEqual({ exists: false });
    // The demo player of another tenant is not this tenant's.
    expect((await check('EXT-NASKILA-0001')).json()).toEqual({ exists: false });
    expect((await check('0004417023', clientHashForBrand('tp'))).statusCode).toBe(400);
    expect((await check('')).statusCode).toBe(400);
  });

  it('limits one address to 20 account requests in 15 minutes with 429, as the other account calls', async () => {
    const from = (address: string) =>
      accountCall(t.app, {
        method: 'GET',
        url: `/api/profile/check/?${new URLSearchParams({ externalId: 'EXT-X', hash: HASH }).toString()}`,
        brand: 'little-creek',
        address,
      });
    for (let i = 0; i < 20; i += 1) expect((await from('203.0.113.60')).statusCode).toBe(200);
    const over = await from('203.0.113.60');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('refuses a taken username (once proven), a wrong client hash and a weak password', async () => {
    expect((await autoSignUp(body({ username: 'demo' }))).statusCode).toBe(409);
    expect((await autoSignUp(body({ hash: clientHashForBrand('tp') }))).statusCode).toBe(400);
    expect((await autoSignUp(body({ password: '12345678' }))).statusCode).toBe(400);
    expect((await check('0004417056')).json()).toEqual({ exists: false });
  });

  it('gives the CMS player an online account once, unverified until the e-mailed link is opened', async () => {
    const res = await autoSignUp(body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ username: 'jordan.w' });
    // The e-mail on record is no secret: the password starts only once its mailbox opens the link.
    const early = await accountCall(t.app, {
      url: '/oauth/token',
      brand: 'little-creek',
      payload: { grant_type: 'password', username: 'jordan.w', password: 'Willow#Creek88' },
    });
    expect(early.statusCode).toBe(400);
    expect((await check('0004417056')).json()).toEqual({ exists: false });

    const { params } = await linkSentTo(t.db, 'club@little-creek.example.com', 'account-confirm-email');
    expect(
      (await accountCall(t.app, { url: '/api/profile/confirmEmail', brand: 'little-creek', payload: params }))
        .statusCode,
    ).toBe(204);
    expect((await check('0004417056')).json()).toEqual({ exists: true });
    expect((await autoSignUp(body({ username: 'jordan.w2' }))).statusCode).toBe(400);
    await login(t.app, 'little-creek', { username: 'jordan.w', password: 'Willow#Creek88' });
  });
});
