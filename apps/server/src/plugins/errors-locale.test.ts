import { beforeAll, describe, expect, it, vi } from 'vitest';
import { enUS } from '../lib/i18n/en-us';
import { useTestApp } from '../test/test-app';
import { insertTestOffers, type TestOfferIds } from '../test/offer-fixtures';
import { playerHeaders, post } from '../test/rewards-fixtures';
import { brandHost } from '../test/tokens';

// The machine is shared; building a seeded database can take a while under load.
vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const t = useTestApp({ trustedProxies: ['127.0.0.1'] });
const BRAND = 'coyote';
let demo: Record<string, string>;
let pending: Record<string, string>;
let offer: TestOfferIds;
let n = 0;

/** The fixed parts of every en-US template: none of them may reach a player who asked for es-MX. */
const ENGLISH = Object.values(enUS)
  .flatMap((template) => template.split(/\{\w+\}/))
  .map((part) => part.trim())
  .filter((part) => part.length >= 10);
const englishIn = (text: string) => ENGLISH.filter((part) => text.includes(part));

type Call = (locale: string) => Promise<{
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
  json: () => { error_description?: string };
}>;

function token(fields: Record<string, string>): Call {
  return (locale) => {
    n += 1;
    return t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: {
        host: brandHost(BRAND),
        locale,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `198.19.${Math.floor(n / 250)}.${(n % 250) + 1}`,
      },
      payload: new URLSearchParams(fields).toString(),
    });
  };
}
const withLocale = (headers: Record<string, string>, locale: string) => ({ ...headers, locale });
const redeem =
  (who: () => Record<string, string>, id: () => string): Call =>
  (locale) =>
    post(t.app, '/api/rewards/redeem', withLocale(who(), locale), { id: id() });

beforeAll(async () => {
  demo = await playerHeaders(t.app, BRAND);
  pending = await playerHeaders(t.app, BRAND, 'pending');
  offer = await insertTestOffers(t.db, BRAND);
  // The limited offer's per-player limit, used up in English so both languages meet the limit.
  for (let i = 0; i < 4; i++) await post(t.app, '/api/rewards/redeem', demo, { id: offer.limited });
});

const lockedCard = '7999999998';
const ROUTES: [string, number, Call][] = [
  ['card_pin, wrong PIN', 400, token({ grant_type: 'card_pin', card_number: '7000000001', pin: '0000' })],
  ['password, wrong password', 400, token({ grant_type: 'password', username: 'demo', password: 'wrong' })],
  ['token, no grant_type', 400, token({})],
  ['card_pin, no PIN', 400, token({ grant_type: 'card_pin', card_number: '7000000001' })],
  ['refresh_token, unknown token', 400, token({ grant_type: 'refresh_token', refresh_token: 'nope' })],
  ['card_pin, paused card', 429, token({ grant_type: 'card_pin', card_number: lockedCard, pin: '0000' })],
  [
    'profile without a token',
    401,
    (locale) =>
      t.app.inject({ method: 'GET', url: '/api/profile/', headers: { host: brandHost(BRAND), locale } }),
  ],
  [
    'profile, not a phone number',
    400,
    (locale) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/',
        headers: withLocale(demo, locale),
        payload: { phoneNumber: '555-1234' },
      }),
  ],
  ['redeem, no id', 400, (locale) => post(t.app, '/api/rewards/redeem', withLocale(demo, locale), {})],
  [
    'redeem, unknown offer',
    404,
    redeem(
      () => demo,
      () => '00000000-0000-4000-8000-000000000000',
    ),
  ],
  [
    'redeem, sold out',
    409,
    redeem(
      () => demo,
      () => offer.soldOut,
    ),
  ],
  [
    'redeem, below tier',
    403,
    redeem(
      () => pending,
      () => offer.tierLocked,
    ),
  ],
  [
    'redeem, not enough points',
    409,
    redeem(
      () => pending,
      () => offer.expensive,
    ),
  ],
  [
    'redeem, limit reached',
    409,
    redeem(
      () => demo,
      () => offer.limited,
    ),
  ],
  [
    'swap, wrong birthdate',
    403,
    async (locale) => {
      const made = await post(t.app, '/api/rewards/redeem', demo, { id: offer.cheap });
      const { rewardCode } = made.json().reward as { rewardCode: string };
      const body = { id: offer.expensive, rewardCode, birthdate: '1900-01-01' };
      return post(t.app, '/api/rewards/swap', withLocale(demo, locale), body);
    },
  ],
];

describe('error answers in the request language', () => {
  beforeAll(async () => {
    // Five wrong PINs pause an (unknown) card: its next answers are the pause.
    for (let i = 0; i < 5; i++)
      await token({ grant_type: 'card_pin', card_number: lockedCard, pin: '0000' })('en-US');
  });

  it.each(ROUTES)('%s: English for en-US, no English for es-MX', async (_name, status, call) => {
    const english = await call('en-US');
    expect(english.statusCode, english.body).toBe(status);
    expect(englishIn(english.body), english.body).not.toEqual([]);
    const spanish = await call('es-MX');
    expect(spanish.statusCode, spanish.body).toBe(status);
    expect(englishIn(spanish.body), spanish.body).toEqual([]);
    expect(Object.keys(JSON.parse(spanish.body))).toEqual(Object.keys(JSON.parse(english.body)));
  });

  it("keeps the paused card's Retry-After and names its minutes in es-MX", async () => {
    const res = await token({ grant_type: 'card_pin', card_number: lockedCard, pin: '0000' })('es-MX');
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().error_description).toBe(
      'El inicio de sesión está en pausa durante 1 minuto. En el mostrador del Players Club te pueden ayudar.',
    );
  });
});
