import { ACCOUNT_PAGES, SECRET_MESSAGES } from '@patron/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountTokens, outbox, rateLimitWindows, signInThrottles } from '../../db/schema/index';
import { login, useTestApp } from '../../test/test-app';
import { refreshRequest } from '../../test/tokens';
import { accountCall, countMessages, lastMessage, linkSentTo } from './accounts.test-helpers';

const t = useTestApp({ outboxPollMs: 0 });
beforeEach(async () => {
  await t.db.delete(rateLimitWindows);
  await t.db.delete(signInThrottles);
  await t.db.delete(outbox);
});

const PENDING_MAIL = 'pending@tp.example.com';
const reset = (username: string, brand = 'tp', address?: string) =>
  accountCall(t.app, {
    url: '/api/profile/resetPassword',
    brand,
    payload: { username },
    ...(address ? { address } : {}),
  });
const update = (params: Record<string, string>, password: string, brand = 'tp') =>
  accountCall(t.app, {
    url: '/api/profile/updatePassword',
    brand,
    payload: { hash: params.hash, token: params.token, password, confirmPassword: password },
  });

describe('password reset', () => {
  it('answers a known and an unknown account identically, and e-mails only the known one', async () => {
    const known = await reset('pending');
    const unknown = await reset('nobody-here');
    const unknownMail = await reset('nobody@tp.example.com');
    for (const res of [known, unknown, unknownMail]) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('{"accepted":true}');
    }
    expect(await t.db.select().from(outbox)).toHaveLength(1);
    const mail = await lastMessage(t.db, PENDING_MAIL, 'account-reset-password');
    expect(mail?.subject).toBe('Reset your Tidepool Palace Casino password');
    expect(mail?.body).toContain('30 minutes');
  });

  it('sets the new password once, ends every session, and signs in with the new password', async () => {
    const before = await login(t.app, 'tp', { username: 'pending', password: 'Player#2026' });
    await reset(PENDING_MAIL);
    const { url, params } = await linkSentTo(t.db, PENDING_MAIL, 'account-reset-password');
    expect(url.pathname).toBe(ACCOUNT_PAGES.newPassword);

    expect((await update(params, 'Tidal#Lantern42')).statusCode).toBe(204);
    expect((await refreshRequest(t.app, before.refresh_token, 'tp')).statusCode).toBe(400);
    await expect(login(t.app, 'tp', { username: 'pending', password: 'Player#2026' })).rejects.toThrow();
    await login(t.app, 'tp', { username: 'pending', password: 'Tidal#Lantern42' });

    const reuse = await update(params, 'Another#Lantern43');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().errors[0]).toMatch(/invalid or has expired/);
  });

  it('refuses an expired link, an older link once a newer one was sent, and another tenant', async () => {
    await reset('pending');
    const first = (await linkSentTo(t.db, PENDING_MAIL, 'account-reset-password')).params;
    await t.db.delete(outbox);
    await reset('pending');
    const second = (await linkSentTo(t.db, PENDING_MAIL, 'account-reset-password')).params;
    expect((await update(first, 'Tidal#Lantern44')).statusCode).toBe(400);
    expect((await update(second, 'Tidal#Lantern44', 'coyote')).statusCode).toBe(400);

    await t.db
      .update(accountTokens)
      .set({ createdAt: sql`now() - interval '31 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.purpose, 'reset_password'));
    expect((await update(second, 'Tidal#Lantern44')).statusCode).toBe(400);
  });

  it('refuses a weak or mismatched new password with a clear message', async () => {
    await reset('pending');
    const { params } = await linkSentTo(t.db, PENDING_MAIL, 'account-reset-password');
    const common = await update(params, 'qwerty123');
    expect(common.json()).toEqual({ errors: [`password: ${SECRET_MESSAGES.passwordCommon}`] });
    const differ = await accountCall(t.app, {
      url: '/api/profile/updatePassword',
      brand: 'tp',
      payload: { ...params, password: 'Tidal#Lantern45', confirmPassword: 'Tidal#Lantern46' },
    });
    expect(differ.json()).toEqual({ errors: [`confirmPassword: ${SECRET_MESSAGES.passwordsDiffer}`] });
    // A refused body does not spend the link.
    expect((await update(params, 'Tidal#Lantern47')).statusCode).toBe(204);
  });

  it('sends at most 3 links per account in 15 minutes, silently (the answer never changes)', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await reset('demo', 'elite', `192.0.2.${i + 1}`));
    expect(answers.every((r) => r.statusCode === 202 && r.body === '{"accepted":true}')).toBe(true);
    expect(await countMessages(t.db, 'demo@elite.example.com', 'account-reset-password')).toBe(3);
  });

  it('limits one address to 20 requests in 15 minutes with 429', async () => {
    for (let i = 0; i < 20; i += 1)
      expect((await reset(`user${i}`, 'tp', '203.0.113.50')).statusCode).toBe(202);
    const over = await reset('user-x', 'tp', '203.0.113.50');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });

  it('sends the reset link from externalAuth/forgot too, in the Locale language', async () => {
    const res = await accountCall(t.app, {
      url: '/api/externalAuth/forgot',
      brand: 'bally',
      locale: 'es-MX',
      payload: { email: 'demo@bally.example.com' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastMessage(t.db, 'demo@bally.example.com', 'account-reset-password');
    expect(mail?.subject).toBe('Restablece tu contraseña de Ballast Bay Casino');
  });
});
