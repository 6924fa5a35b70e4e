import { BRANDS } from '@patron/contracts';
import { describe, expect, it } from 'vitest';
import { patronIdFor } from '../../../../db/seed/players';
import { devRemoteAuthKey, mintRToken } from '../../../../dev/rtoken';
import { createRemoteAuthTokens } from '../../identity/remote-auth-token';
import { demoPatronId, tokenRequest } from '../../../../test/identity-fixtures';
import { useTestApp } from '../../../../test/test-app';

const t = useTestApp();
const managerPatronId = (brand: (typeof BRANDS)[number]) => patronIdFor(BRANDS.indexOf(brand), 3);
const HOST = 'naskila.localhost';
const rTokenGrant = (rtoken: string, host = HOST) =>
  tokenRequest(t.app, host, { grant_type: 'r_token', rtoken });

describe('r_token grant', () => {
  it("signs the patron in and answers the token's client id as as:client_id", async () => {
    const rtoken = await mintRToken({
      patronId: demoPatronId('naskila'),
      brand: 'naskila',
      clientId: 'host-42',
    });
    const res = await rTokenGrant(rtoken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', 'as:client_id': 'host-42' });
  });

  it('refuses a replay', async () => {
    const rtoken = await mintRToken({ patronId: demoPatronId('naskila'), brand: 'naskila' });
    expect((await rTokenGrant(rtoken)).statusCode).toBe(200);
    const again = await rTokenGrant(rtoken);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The remote sign-in token was already used.',
    });
  });

  it('lets exactly one of concurrent replays through', async () => {
    const rtoken = await mintRToken({ patronId: demoPatronId('naskila'), brand: 'naskila' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => rTokenGrant(rtoken)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(7);
  });

  it('refuses an expired token', async () => {
    const past = createRemoteAuthTokens({
      keys: t.config.remoteAuthKeys,
      clock: () => new Date(Date.now() - 3_600_000),
    });
    const { token } = await past.issue({
      kid: 'dev-naskila',
      patronId: demoPatronId('naskila'),
      brand: 'naskila',
      clientId: 'h',
    });
    const res = await rTokenGrant(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error_description).toBe('The remote sign-in token is invalid or expired.');
  });

  it("refuses a token of another tenant's brand, and one signed with another secret", async () => {
    const coyote = await mintRToken({ patronId: demoPatronId('coyote'), brand: 'coyote' });
    expect((await rTokenGrant(coyote)).json().error).toBe('invalid_grant');
    const forged = await mintRToken({
      patronId: demoPatronId('naskila'),
      brand: 'naskila',
      key: { ...devRemoteAuthKey('naskila'), secret: 'x'.repeat(40) },
    });
    expect((await rTokenGrant(forged)).statusCode).toBe(400);
  });

  it("refuses a token signed with another tenant's key, whatever brand it names", async () => {
    // coyote's host system signs for a naskila patron: its key is not bound to naskila.
    const coyoteKey = devRemoteAuthKey('coyote');
    const { token: crossed } = await createRemoteAuthTokens({
      keys: [{ ...coyoteKey, brands: ['coyote', 'naskila'] }],
    }).issue({
      kid: coyoteKey.kid,
      patronId: demoPatronId('naskila'),
      brand: 'naskila',
      clientId: 'h',
    });
    const res = await rTokenGrant(crossed);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The remote sign-in token is invalid or expired.',
    });
    // Naming naskila's kid with coyote's secret fails the signature.
    const wrongSecret = await mintRToken({
      patronId: demoPatronId('naskila'),
      brand: 'naskila',
      key: { ...devRemoteAuthKey('naskila'), secret: coyoteKey.secret },
    });
    expect((await rTokenGrant(wrongSecret)).json().error).toBe('invalid_grant');
    // coyote's key still signs in coyote's own patrons.
    const own = await mintRToken({ patronId: demoPatronId('coyote'), brand: 'coyote' });
    expect((await rTokenGrant(own, 'coyote.localhost')).statusCode).toBe(200);
  });

  it("never gives a manager session: a manager's patron id is answered invalid_grant", async () => {
    const rtoken = await mintRToken({ patronId: managerPatronId('naskila'), brand: 'naskila' });
    const res = await rTokenGrant(rtoken);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The remote sign-in token is invalid or expired.',
    });
  });

  it('answers invalid_request without rtoken', async () => {
    const res = await tokenRequest(t.app, HOST, { grant_type: 'r_token' });
    expect(res.json().error).toBe('invalid_request');
  });
});
