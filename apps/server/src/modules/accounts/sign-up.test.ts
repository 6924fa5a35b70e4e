import { ACCOUNT_PAGES, SIGN_UP_MESSAGES } from '@patron/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { outbox, rateLimitWindows, signInThrottles } from '../../db/schema/index';
import { login, useTestApp } from '../../test/test-app';
import { bearer } from '../../test/tokens';
import { accountCall, countMessages, lastMessage, linkSentTo, playerRow } from './accounts.test-helpers';

const t = useTestApp({ outboxPollMs: 0 });
beforeEach(async () => {
  await t.db.delete(rateLimitWindows);
  await t.db.delete(signInThrottles);
});

const JOIN = '/api/players/signup/ext';
const body = (over: Record<string, unknown> = {}) => ({
  firstName: 'Rosa',
  lastName: 'Delgado',
  birthday: '1988-06-14',
  email: 'rosa.delgado@example.net',
  phone: '+1 936 555 0142',
  password: 'Pinecone#Harbor7',
  address1: '41 Cedar Bend Rd',
  city: 'Livingston',
  postalCode: '77351',
  mailAllowed: true,
  termsAccepted: true,
  termsVersion: '2026-01',
  ...over,
});
const join = (payload: unknown, brand = 'naskila', locale?: string) =>
  accountCall(t.app, { url: JOIN, brand, payload, ...(locale ? { locale } : {}) });

describe('POST /api/players/signup/ext', () => {
  it('creates an unverified player, e-mails a confirmation link, and the link verifies the e-mail', async () => {
    const res = await join(body());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ accepted: true });

    const player = await playerRow(t.db, 'naskila', 'rosa.delgado@example.net');
    expect(player).toMatchObject({ isVerified: false, termsVersion: '2026-01', mailAllowed: true });
    expect(player?.termsAcceptedAt).toBeInstanceOf(Date);

    const mail = await lastMessage(t.db, 'rosa.delgado@example.net', 'account-confirm-email');
    expect(mail).toMatchObject({ channel: 'email', fromName: 'Cedar Hollow Pines Resort' });
    expect(mail?.subject).toContain('Cedar Hollow Pines Resort');
    const { url, params } = await linkSentTo(t.db, 'rosa.delgado@example.net', 'account-confirm-email');
    expect(url.pathname).toBe(ACCOUNT_PAGES.confirmEmail);
    expect(url.host).toBe('naskila.localhost');

    const confirm = await accountCall(t.app, { url: '/api/profile/confirmEmail', payload: params });
    expect(confirm.statusCode).toBe(204);
    const again = await accountCall(t.app, { url: '/api/profile/confirmEmail', payload: params });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatch(/invalid or has expired/);

    const tokens = await login(t.app, 'naskila', {
      username: 'rosa.delgado@example.net',
      password: 'Pinecone#Harbor7',
    });
    const profile = await t.app.inject({ url: '/api/profile/', headers: bearer(tokens.access_token) });
    expect(profile.json()).toMatchObject({
      isVerified: true,
      firstName: 'Rosa',
      address: { city: 'Livingston' },
    });
  });

  it('answers a taken e-mail exactly as a new one and tells the owner instead', async () => {
    const fresh = await join(body({ email: 'new.joiner@example.net' }));
    const taken = await join(body({ email: 'demo@naskila.example.com' }));
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(await countMessages(t.db, 'demo@naskila.example.com', 'account-already-registered')).toBe(1);
    const mail = await lastMessage(t.db, 'demo@naskila.example.com', 'account-already-registered');
    expect(mail?.body).toContain(`${ACCOUNT_PAGES.forgotPassword}`);
  });

  it('asks for a username where SignUpFields lists one, and a taken one is answered the same', async () => {
    const missing = await join(body({ email: 'lv1@example.net' }), 'rwlv');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContain('username: Field required');

    const ok = await join(
      body({ email: 'lv1@example.net', username: 'neonlights', phone: '(702) 555-0111' }),
      'rwlv',
    );
    expect(ok.statusCode).toBe(201);
    // Kept in E.164, read in the property's country when written without its +.
    expect(await playerRow(t.db, 'rwlv', 'neonlights')).toMatchObject({
      email: 'lv1@example.net',
      phone: '+17025550111',
    });

    const clash = await join(
      body({ email: 'lv2@example.net', username: 'NeonLights', phone: '+1 702 555 0112' }),
      'rwlv',
    );
    expect(clash.statusCode).toBe(201);
    expect(clash.body).toBe(ok.body);
    const mail = await lastMessage(t.db, 'lv2@example.net', 'account-username-taken');
    expect(mail?.body).toContain('"NeonLights"');
  });

  it.each([
    {
      what: 'no terms',
      over: { termsAccepted: false },
      error: `termsAccepted: ${SIGN_UP_MESSAGES.termsRequired}`,
    },
    {
      what: 'old terms',
      over: { termsVersion: '2025-01' },
      error: `termsVersion: ${SIGN_UP_MESSAGES.termsChanged}`,
    },
    {
      what: 'a minor',
      over: { birthday: '2010-02-02' },
      error: `birthday: ${SIGN_UP_MESSAGES.tooYoung(21)}`,
    },
    {
      what: 'a common password',
      over: { password: 'password123' },
      error: /^password: This password is too common/,
    },
    { what: 'a bad e-mail', over: { email: 'rosa' }, error: 'email: Valid email required' },
    {
      what: 'a missing address (naskila asks for one)',
      over: { address1: '' },
      error: 'address1: Field required',
    },
    { what: 'a bad ZIP code', over: { postalCode: 'ABCDE' }, error: 'postalCode: Enter a 5-digit ZIP code' },
  ])('refuses $what with 400 and creates nothing', async ({ over, error }) => {
    await t.db.delete(outbox);
    const res = await join(body({ email: 'refused@example.net', ...over }));
    expect(res.statusCode).toBe(400);
    const errors: string[] = res.json().errors;
    expect(errors.some((e) => (typeof error === 'string' ? e === error : error.test(e)))).toBe(true);
    expect(
      await playerRow(t.db, 'naskila', String(body({ email: 'refused@example.net', ...over }).email)),
    ).toBeUndefined();
    expect(await t.db.select().from(outbox)).toEqual([]);
  });

  it('refuses the year 0000, a date of the format but no day of the calendar', async () => {
    const res = await join(body({ email: 'year.zero@example.net', birthday: '0000-01-01' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ errors: ['birthday: Wrong value.'] });
  });

  it('refuses a body that is not an object', async () => {
    expect((await join([1, 2])).statusCode).toBe(400);
  });

  it('writes the confirmation in the language of the Locale header, in the brand of the tenant', async () => {
    await join(body({ email: 'lucia@example.mx' }), 'coyote', 'es-MX');
    const mail = await lastMessage(t.db, 'lucia@example.mx', 'account-confirm-email');
    expect(mail?.subject).toBe('Confirma tu correo para Coyote Mesa Casino');
    expect(mail?.body).toContain('¡Bienvenido a Coyote Mesa Casino!');
    await join(body({ email: 'tendai@example.zw' }), 'coyote', 'en-ZW');
    expect((await lastMessage(t.db, 'tendai@example.zw'))?.subject).toBe(
      'Kindly confirm your e-mail for Coyote Mesa Casino',
    );
  });

  it("refuses another tenant's confirmation link", async () => {
    await join(body({ email: 'wanderer@example.net' }));
    const { params } = await linkSentTo(t.db, 'wanderer@example.net', 'account-confirm-email');
    const elsewhere = await accountCall(t.app, {
      url: '/api/profile/confirmEmail',
      brand: 'tp',
      payload: params,
    });
    expect(elsewhere.statusCode).toBe(400);
    const wrongHash = await accountCall(t.app, {
      url: '/api/profile/confirmEmail',
      brand: 'tp',
      payload: { ...params, hash: '000000000000' },
    });
    expect(wrongHash.statusCode).toBe(400);
    // Still good on its own tenant.
    expect((await accountCall(t.app, { url: '/api/profile/confirmEmail', payload: params })).statusCode).toBe(
      204,
    );
  });

  it('limits account requests per client address with 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 21; i += 1)
      answers.push(
        await accountCall(t.app, {
          url: '/api/profile/confirmEmail',
          payload: { hash: '000000000000', token: 'y'.repeat(43) },
          address: '203.0.113.9',
        }),
      );
    expect(answers.slice(0, 20).every((r) => r.statusCode === 400)).toBe(true);
    expect(answers[20]?.statusCode).toBe(429);
    expect(answers[20]?.headers['retry-after']).toMatch(/^\d+$/);
  });
});
