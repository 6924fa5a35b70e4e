import { CARD_AND_PIN_TOGETHER, clientHashForBrand, type Brand } from '@patron/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { players, rateLimitWindows, signInThrottles, tenants } from '../../db/schema/index';
import { DEMO_CARD_NUMBER, DEMO_CLUB_CARD_NUMBER, DEMO_SECRETS } from '../../db/seed/players';
import { login, useTestApp } from '../../test/test-app';
import { accountCall, linkSentTo } from './accounts.test-helpers';
import { NOT_A_CLUB_MEMBER } from './sign-up.service';

const t = useTestApp({ outboxPollMs: 0 });
beforeEach(async () => {
  await t.db.delete(rateLimitWindows);
  await t.db.delete(signInThrottles);
});

const club = (brand: Brand) => ({
  externalId: `EXT-${brand.toUpperCase()}-0004`,
  email: `club@${brand}.example.com`,
});
const body = (brand: Brand, over: Record<string, unknown> = {}) => ({
  username: `jordan.${brand}`,
  password: 'Willow#Creek88',
  externalId: club(brand).externalId,
  hash: clientHashForBrand(brand),
  email: 'jordan.new@mail.example',
  ...over,
});
const cardPin = (pin: string = DEMO_SECRETS.pin, cardNumber: string = DEMO_CLUB_CARD_NUMBER) => ({
  cardNumber,
  pin,
});
const autoSignUp = (brand: string, payload: unknown) =>
  accountCall(t.app, { url: '/api/profile/autoSignUp', brand, payload });
const REFUSED = JSON.stringify({ errors: [NOT_A_CLUB_MEMBER] });

async function forgetEmailOfClubMember(brand: Brand) {
  const [tenant] = await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.brand, brand));
  await t.db
    .update(players)
    .set({ email: null })
    .where(and(eq(players.tenantId, tenant?.id ?? ''), eq(players.externalId, club(brand).externalId)));
}

describe('autoSignUp: proving to be the CMS player', () => {
  it('answers every failure to prove with the same 400 and body', async () => {
    await forgetEmailOfClubMember('coyote');
    const failures = {
      unknownExternalId: body('tp', { externalId: 'EXT-NOBODY', email: club('tp').email }),
      unknownExternalIdWithCard: body('tp', { externalId: 'EXT-NOBODY', ...cardPin() }),
      alreadyOnlineByEmail: body('tp', { externalId: 'EXT-TP-0001', email: 'demo@tp.example.com' }),
      alreadyOnlineByCard: body('tp', {
        externalId: 'EXT-TP-0001',
        ...cardPin(DEMO_SECRETS.pin, DEMO_CARD_NUMBER),
      }),
      emailMismatch: body('tp', { email: 'someone@else.example' }),
      wrongPin: body('tp', { email: club('tp').email, ...cardPin('0000') }),
      cardOfAnotherPlayer: body('tp', cardPin(DEMO_SECRETS.pin, DEMO_CARD_NUMBER)),
      noEmailOnRecordNoCard: body('coyote', { email: club('coyote').email }),
    };
    for (const [kind, payload] of Object.entries(failures)) {
      const res = await autoSignUp(kind === 'noEmailOnRecordNoCard' ? 'coyote' : 'tp', payload);
      expect({ kind, status: res.statusCode, body: res.body }).toEqual({ kind, status: 400, body: REFUSED });
    }
  });

  it('gives the player without an e-mail on record an account with card and PIN', async () => {
    await forgetEmailOfClubMember('rwlv');
    const res = await autoSignUp('rwlv', body('rwlv', cardPin()));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ username: 'jordan.rwlv' });
    const { params } = await linkSentTo(t.db, 'jordan.new@mail.example', 'account-confirm-email');
    const confirm = await accountCall(t.app, {
      url: '/api/profile/confirmEmail',
      brand: 'rwlv',
      payload: params,
    });
    expect(confirm.statusCode).toBe(204);
    await login(t.app, 'rwlv', { username: 'jordan.rwlv', password: 'Willow#Creek88' });
    expect((await autoSignUp('rwlv', body('rwlv', { username: 'jordan.again', ...cardPin() }))).body).toBe(
      REFUSED,
    );
  });

  it('counts wrong PINs toward the sign-in lock, which then refuses the right PIN here and at sign-in', async () => {
    const withPin = (pin: string) => body('elite', { email: club('elite').email, ...cardPin(pin) });
    for (let i = 0; i < 5; i += 1) expect((await autoSignUp('elite', withPin('1357'))).body).toBe(REFUSED);
    expect((await autoSignUp('elite', withPin(DEMO_SECRETS.pin))).body).toBe(REFUSED);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'x-target': 'elite' },
      payload: { grant_type: 'card_pin', card_number: DEMO_CLUB_CARD_NUMBER, pin: DEMO_SECRETS.pin },
    });
    // A paused card says so at sign-in (docs/design.md#identity-and-sessions).
    expect(signIn.statusCode).toBe(429);
    expect(signIn.json().error_description).toMatch(/^Sign-in is paused for \d+ minutes?\./);
  });

  it('asks for the card number and the PIN together', async () => {
    const res = await autoSignUp('naskila', body('naskila', { cardNumber: DEMO_CLUB_CARD_NUMBER }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [`pin: ${CARD_AND_PIN_TOGETHER}`] });
  });
});
