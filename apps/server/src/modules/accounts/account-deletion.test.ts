import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ledgerMovements,
  playerIdentities,
  playerRewards,
  players,
  refreshTokenFamilies,
} from '../../db/schema/index';
import { DEMO_IDENTITIES } from '../../db/seed/identities';
import { createDeviceLink } from '../../dev/device-link';
import { startFakeSocialProvider, type FakeSocialProvider } from '../../dev/fake-social-provider';
import { DEV_OIDC_DEMO_ACCOUNT } from '../../dev/oidc-dev-accounts';
import { startDevOidcProvider, type DevOidcProvider } from '../../dev/oidc-provider';
import { mintDevIdToken } from '../../dev/oidc-test-flow';
import { mintRToken } from '../../dev/rtoken';
import { tokenRequest } from '../../test/identity-fixtures';
import { createTestApp, login, type TestApp } from '../../test/test-app';
import { exchange, linkTicket, MANAGER } from '../impersonation/impersonation.fixtures';
import { accountCall, countMessages, lastMessage, playerRow } from './accounts.test-helpers';

const HOST = 'naskila.localhost';
const REDIRECT = `http://${HOST}/okta-token`;
const PATRON = '7080001';
const KIOSK_SECRET = 'kiosk-dev-secret-change-me';
let t: TestApp;
let idp: DevOidcProvider;
let social: FakeSocialProvider;

beforeAll(async () => {
  social = await startFakeSocialProvider({ port: 0 });
  idp = await startDevOidcProvider({
    port: 0,
    accounts: [DEV_OIDC_DEMO_ACCOUNT],
    clients: [{ clientId: 'player-portal', redirectUris: [REDIRECT] }],
  });
  t = await createTestApp({
    outboxPollMs: 0,
    oktaAuthEndpoint: idp.issuer,
    facebookGraphUrl: social.graphBaseUrl,
    facebookAppId: 'fb-test-app',
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
  await social?.close();
});

const grant = (payload: Record<string, string>) => tokenRequest(t.app, HOST, payload);

/** One sign-in on every grant, each with fresh credentials (device links `age` seconds old). */
async function everyGrant(session: { refresh_token: string }, age: number) {
  const idToken = (
    await mintDevIdToken({ issuer: idp.issuer, clientId: 'player-portal', redirectUri: REDIRECT })
  ).idToken;
  const manager = await login(t.app, 'naskila', MANAGER);
  const device = new URL(
    createDeviceLink({
      brand: 'naskila',
      patronId: PATRON,
      secret: KIOSK_SECRET,
      now: Date.now() - age * 1000,
    }),
  );
  return {
    password: await grant({ grant_type: 'password', username: 'demo', password: 'Player#2026' }),
    card_pin: await grant({ grant_type: 'card_pin', card_number: '7000000001', pin: '2468' }),
    refresh_token: await grant({ grant_type: 'refresh_token', refresh_token: session.refresh_token }),
    device_hash: await grant({
      grant_type: 'device_hash',
      patron_id: PATRON,
      device_hash: device.searchParams.get('h') ?? '',
      terminal_id: 'KIOSK-01',
    }),
    r_token: await grant({
      grant_type: 'r_token',
      rtoken: await mintRToken({ patronId: PATRON, brand: 'naskila' }),
    }),
    facebook_access: await grant({
      grant_type: 'facebook_access',
      access_token: social.issueToken({
        provider: 'facebook',
        userId: DEMO_IDENTITIES.facebook,
        appId: 'fb-test-app',
      }),
      user_id: DEMO_IDENTITIES.facebook,
    }),
    external_okta_idtoken_access: await grant({
      grant_type: 'external_okta_idtoken_access',
      id_token: idToken,
    }),
    'token-exchange': await exchange(t, {
      link_ticket: await linkTicket(t, PATRON),
      actor_token: manager.access_token,
    }),
  };
}

describe('DELETE /api/profile/', () => {
  it('ends sign-in on every grant at once, ends sessions and links, and masks later', async () => {
    const before = await everyGrant(await login(t.app, 'naskila'), 5);
    for (const [name, answer] of Object.entries(before))
      expect({ name, status: answer.statusCode }).toEqual({ name, status: 200 });

    const session = await login(t.app, 'naskila');
    const res = await accountCall(t.app, {
      method: 'DELETE',
      url: '/api/profile/',
      token: session.access_token,
      locale: 'en-ZW',
    });
    expect(res.statusCode).toBe(202);
    const { deletedAt, maskAt } = res.json();
    expect(new Date(maskAt).getTime() - new Date(deletedAt).getTime()).toBe(30 * 24 * 3600_000);
    const notice = await lastMessage(t.db, 'demo@naskila.example.com', 'account-account-deleted');
    expect(notice?.subject).toBe('Your Cedar Hollow Pines Resort account has been closed');

    const after = await everyGrant(session, 10);
    for (const [name, answer] of Object.entries(after)) {
      expect({ name, status: answer.statusCode }).toEqual({ name, status: 400 });
      expect(answer.json().error).toBe('invalid_grant');
    }

    const profile = await accountCall(t.app, {
      method: 'GET',
      url: '/api/profile/',
      token: session.access_token,
    });
    expect(profile.statusCode).toBe(401);
    const again = await accountCall(t.app, {
      method: 'DELETE',
      url: '/api/profile/',
      token: session.access_token,
    });
    expect(again.statusCode).toBe(401);
    const permissions = await accountCall(t.app, {
      method: 'GET',
      url: '/api/users/permissions',
      token: session.access_token,
    });
    expect(permissions.statusCode).toBe(401);

    // Until the access token expires, the deleted player's reward codes neither show nor travel.
    const [reward] = await t.db
      .select({ rewardCode: playerRewards.rewardCode })
      .from(playerRewards)
      .innerJoin(players, eq(players.id, playerRewards.playerId))
      .where(and(eq(players.patronId, PATRON), eq(playerRewards.status, 'active')))
      .limit(1);
    if (!reward) throw new Error('demo has active rewards');
    const qr = await accountCall(t.app, {
      method: 'GET',
      url: `/api/codeimage/${reward.rewardCode}?scale=0.6`,
      token: session.access_token,
    });
    expect(qr.statusCode).toBe(404);
    const sms = await accountCall(t.app, {
      method: 'POST',
      url: '/api/profile/sms',
      token: session.access_token,
      payload: { rewardName: 'Dinner', rewardCode: reward.rewardCode, phoneNumber: '+17025550199' },
    });
    expect(sms.statusCode).toBeGreaterThanOrEqual(400);
    expect(sms.statusCode).toBeLessThan(500);

    // Its username stays taken until masked (sign-ups use the e-mail as username): answered as a new
    // address (not a 500, and nothing tells the account apart), its holder told it is registered.
    await t.db
      .update(players)
      .set({ username: 'closed@naskila.example.com' })
      .where(and(eq(players.patronId, PATRON), eq(players.username, 'demo')));
    const external = await t.app.inject({
      method: 'POST',
      url: '/api/externalAuth/signUp',
      headers: { host: HOST },
      payload: {
        firstName: 'New',
        lastName: 'Player',
        birthday: '1990-01-01',
        email: 'closed@naskila.example.com',
        password: 'A-long-Passphrase#2026',
      },
    });
    expect(external.statusCode).toBe(200);
    expect(external.json()).toEqual({ username: 'closed@naskila.example.com' });
    expect(await countMessages(t.db, 'closed@naskila.example.com', 'account-already-registered')).toBe(1);
    expect(await countMessages(t.db, 'closed@naskila.example.com', 'account-confirm-email')).toBe(0);
    await t.db
      .update(players)
      .set({ username: 'demo' })
      .where(and(eq(players.patronId, PATRON), eq(players.username, 'closed@naskila.example.com')));

    const demo = await playerRow(t.db, 'naskila', 'demo');
    if (!demo) throw new Error('the row stays until masked');
    expect(await t.db.select().from(playerIdentities).where(eq(playerIdentities.playerId, demo.id))).toEqual(
      [],
    );
    const families = await t.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.playerId, demo.id));
    expect(families.every((f) => f.revokedAt !== null)).toBe(true);

    // The masking job leaves the account alone until UserDataMaskingPendingDays have passed.
    const ledgerBefore = await t.db
      .select()
      .from(ledgerMovements)
      .where(eq(ledgerMovements.playerId, demo.id));
    await t.app.housekeeping.runAll();
    expect((await playerRow(t.db, 'naskila', 'demo'))?.maskedAt).toBeNull();
    await t.db
      .update(players)
      .set({ maskAfter: new Date(Date.now() - 1000) })
      .where(eq(players.id, demo.id));
    await t.app.housekeeping.runAll();

    const [masked] = await t.db.select().from(players).where(eq(players.id, demo.id));
    expect(masked).toMatchObject({
      username: `deleted-${demo.id}`,
      email: null,
      phone: null,
      firstName: '',
      lastName: '',
      birthdate: null,
      addressLine1: null,
      city: null,
      cardNumber: null,
      passwordHash: null,
      pinHash: null,
      patronId: PATRON,
    });
    expect(masked?.maskedAt).toBeInstanceOf(Date);
    const ledgerAfter = await t.db
      .select()
      .from(ledgerMovements)
      .where(eq(ledgerMovements.playerId, demo.id));
    expect(ledgerAfter).toEqual(ledgerBefore);
    expect(ledgerAfter.length).toBeGreaterThan(0);
    const serialized = JSON.stringify(ledgerAfter);
    for (const personal of ['demo@naskila.example.com', demo.firstName, demo.lastName, demo.phone ?? '-'])
      expect(serialized).not.toContain(personal);
  });

  it('is refused under impersonation', async () => {
    const manager = await login(t.app, 'naskila', MANAGER);
    const acting = await exchange(t, {
      link_ticket: await linkTicket(t, '7080002'),
      actor_token: manager.access_token,
      impersonated_sub: '7080002@naskila',
    });
    const res = await accountCall(t.app, {
      method: 'DELETE',
      url: '/api/profile/',
      token: acting.json().access_token,
    });
    expect(res.statusCode).toBe(403);
    expect(await playerRow(t.db, 'naskila', 'pending')).toMatchObject({ deletedAt: null });
  });
});
