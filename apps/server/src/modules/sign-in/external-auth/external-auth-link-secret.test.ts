import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerIdentities, players } from '../../../db/schema/index';
import { startFakeSocialProvider, type FakeSocialProvider } from '../../../dev/fake-social-provider';
import { demoPatronId } from '../../../test/identity-fixtures';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { bearer } from '../../../test/tokens';

const WRONG = { errors: ['The current password or PIN is incorrect.'] };
let fake: FakeSocialProvider;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeSocialProvider({ port: 0 });
  t = await createTestApp({
    facebookGraphUrl: fake.graphBaseUrl,
    facebookAppId: 'fb-app',
    googleTokenInfoUrl: fake.tokenInfoBaseUrl,
    googleClientId: 'g-client',
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Brand = 'bally' | 'elite' | 'tp';

async function linkGoogle(brand: Brand, credential: Record<string, string>, accessToken?: string) {
  const access_token = accessToken ?? (await login(t.app, brand)).access_token;
  const userId = `g-${brand}-${Object.values(credential).join('')}`;
  return t.app.inject({
    method: 'POST',
    url: '/api/externalAuth/linkGoogleAcc',
    headers: bearer(access_token, brand),
    payload: {
      access_token: fake.issueToken({ provider: 'google', userId, appId: 'g-client' }),
      user_id: userId,
      ...credential,
    },
  });
}

async function googleLinks(brand: Brand) {
  const [player] = await t.db
    .select()
    .from(players)
    .where(eq(players.patronId, demoPatronId(brand)));
  const links = await t.db
    .select()
    .from(playerIdentities)
    .where(and(eq(playerIdentities.playerId, player?.id ?? ''), eq(playerIdentities.provider, 'google')));
  return { links, flag: player?.hasGoogleProfile };
}

describe('linking a social identity needs the current password or PIN', () => {
  it('links with the current password, and with the current PIN', async () => {
    expect((await linkGoogle('bally', { password: 'Player#2026' })).json()).toMatchObject({
      hasGoogleProfile: true,
    });
    expect((await linkGoogle('elite', { pin: '2468' })).statusCode).toBe(200);
    expect((await googleLinks('elite')).links).toHaveLength(1);
  });

  it('answers 400 for a wrong password or PIN, and nothing is linked', async () => {
    const before = await googleLinks('tp');
    const credentials: Record<string, string>[] = [{ password: 'Wrong#2026' }, { pin: '1111' }];
    for (const credential of credentials) {
      const res = await linkGoogle('tp', credential);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(WRONG);
    }
    expect(await googleLinks('tp')).toEqual(before);
  });

  it('answers 400 when neither is sent', async () => {
    const res = await linkGoogle('tp', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(['password: password or pin is required']);
  });

  it('counts against the sign-in throttle: once the account is locked even the right password fails', async () => {
    const before = await googleLinks('tp');
    const { access_token } = await login(t.app, 'tp');
    for (let i = 0; i < 5; i += 1)
      expect((await linkGoogle('tp', { password: `Wrong#${i}` }, access_token)).json()).toEqual(WRONG);
    expect((await linkGoogle('tp', { password: 'Player#2026' }, access_token)).json()).toEqual(WRONG);
    expect(await googleLinks('tp')).toEqual(before);
  });
});
