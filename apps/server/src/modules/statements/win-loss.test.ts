import { afterEach, describe, expect, it, vi } from 'vitest';
import { STEP_UP_TTL_SECONDS, winLossStatementSchema } from '@patron/contracts';
import { pdfPages, pdfText } from '../../test/pdf-text';
import { PASSWORD, playerHeaders } from '../../test/rewards-fixtures';
import { useTestApp } from '../../test/test-app';

vi.setConfig({ hookTimeout: 240_000, testTimeout: 90_000 });
// Long-lived access tokens: the clock moves past the step-up's 5 minutes within one test.
const t = useTestApp({ accessTokenTtlSeconds: 3600 });
const LAST_YEAR = new Date().getUTCFullYear() - 1;

afterEach(() => {
  vi.useRealTimers();
});

async function unlock(
  headers: Record<string, string>,
  body: Record<string, string> = { password: PASSWORD },
) {
  return t.app.inject({ method: 'POST', url: '/api/statements/win-loss/unlock', headers, payload: body });
}

async function stepUpToken(headers: Record<string, string>, body?: Record<string, string>) {
  const res = await unlock(headers, body);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { token: string }).token;
}

const winLoss = (year: string | number, headers: Record<string, string>, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/statements/win-loss/${year}`,
    headers: token ? { ...headers, 'x-step-up': token } : headers,
  });

describe('win/loss statements', () => {
  it('unlocks with the password or the PIN for five minutes and answers the year as an estimate', async () => {
    const headers = await playerHeaders(t.app, 'rwlv');
    const res = await unlock(headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ token: expect.any(String), expiresIn: STEP_UP_TTL_SECONDS });
    const byPin = await stepUpToken(headers, { pin: '2468' });

    const answer = await winLoss(LAST_YEAR, headers, byPin);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const statement = winLossStatementSchema.parse(answer.json());
    expect(statement).toMatchObject({
      year: LAST_YEAR,
      estimate: true,
      property: 'Riverwalk Lantern Resort',
    });
    expect(statement.disclaimer).toContain('estimates based on rated play at Riverwalk Lantern Resort');
    expect(statement.years).toEqual([LAST_YEAR + 1, LAST_YEAR]);
    expect(statement.totals.sessions).toBeGreaterThan(50);
    expect(new Set(statement.byGameType.map((g) => g.category))).toEqual(new Set(['slots', 'tables']));
    for (const key of ['sessions', 'played', 'won', 'net'] as const) {
      expect(statement.totals[key]).toBe(statement.byGameType.reduce((s, g) => s + g[key], 0));
    }
    expect(statement.totals.net).toBe(statement.totals.won - statement.totals.played);
    expect(statement.totals.net).toBeLessThan(0);

    const spanish = winLossStatementSchema.parse(
      (await winLoss(LAST_YEAR, { ...headers, locale: 'es-MX' }, byPin)).json(),
    );
    expect(spanish.disclaimer).toContain('Las cifras de ganancias y pérdidas son estimaciones');
  });

  it('answers an empty year for a player without rated play', async () => {
    const headers = await playerHeaders(t.app, 'rwlv', 'pending');
    const statement = winLossStatementSchema.parse(
      (await winLoss(LAST_YEAR, headers, await stepUpToken(headers))).json(),
    );
    expect(statement.totals).toEqual({ sessions: 0, played: 0, won: 0, net: 0 });
    expect(statement.byGameType).toEqual([]);
    expect(statement.years).toEqual([]);
  });

  it('renders the PDF, whose text names the year and the disclaimer', async () => {
    const headers = await playerHeaders(t.app, 'southland');
    const res = await winLoss(`${LAST_YEAR}.pdf`, headers, await stepUpToken(headers));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Win/loss statement ${LAST_YEAR}`);
    expect(text).toContain('ESTIMATE');
    expect(text).toContain('Win/loss figures are estimates based on rated play at Southward Plains Casino');
    expect(text).toContain('Caleb Whitfield');
    expect(text).toContain('Blackjack');

    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain(
      'Southward Plains Casino 3100 Prairie Junction Road Prairie Junction, AR 72301',
    );
    expect(pages[0]).toContain(
      'MAILING ADDRESS Caleb Whitfield 155 Lakeview Drive Prairie Junction, AR 72301',
    );
    expect(pages[0]).toContain(`Gaming period: Jan 1, ${LAST_YEAR} – Dec 31, ${LAST_YEAR} (gaming days)`);
    expect(pages[0]).toContain('Time zone: Central Time, America/Chicago');
    expect(pages[0]).toMatch(
      /Total wagered \(coin-in\) \$[\d,]+\.\d\d Total won \$[\d,]+\.\d\d Net win\/loss -?\$/,
    );
    expect(pages[0]).toContain(
      'It is based on rated play recorded by the casino system and may not reflect all',
    );
  });

  it('refuses without a step-up, with a wrong one, an expired one, or another player’s or tenant’s', async () => {
    const demo = await playerHeaders(t.app, 'rwlv');
    const highroller = await playerHeaders(t.app, 'rwlv', 'highroller');
    const otherTenant = await playerHeaders(t.app, 'southland');
    const hrToken = await stepUpToken(highroller);
    const southlandToken = await stepUpToken(otherTenant);
    for (const year of [LAST_YEAR, `${LAST_YEAR}.pdf`]) {
      for (const token of [undefined, 'not-a-token', hrToken, southlandToken]) {
        const res = await winLoss(year, demo, token);
        expect(res.statusCode, `${year} ${token}`).toBe(403);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.json().errors[0]).toMatch(/Confirm your password or PIN/);
      }
    }
    const token = await stepUpToken(demo);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (STEP_UP_TTL_SECONDS - 5) * 1000);
    expect((await winLoss(LAST_YEAR, demo, token)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 10_000);
    expect((await winLoss(LAST_YEAR, demo, token)).statusCode).toBe(403);
    expect((await winLoss(`${LAST_YEAR}.pdf`, demo, token)).statusCode).toBe(403);
  });

  it.each([
    ['abcd', 'number'],
    ['1999', '2000 or later'],
    ['20250', 'four digits'],
    [String(new Date().getUTCFullYear() + 1), 'future'],
    ['2025.5', 'whole number'],
    ['2025.txt', 'number'],
  ])('answers 400 for the year %s', async (year, word) => {
    const headers = await playerHeaders(t.app, 'rwlv');
    const token = await stepUpToken(headers);
    const res = await winLoss(year, headers, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.join(' ')).toContain(word);
  });

  it('answers 400 for a bad unlock body and 401 without a token or on another tenant', async () => {
    const headers = await playerHeaders(t.app, 'rwlv');
    for (const body of [{}, { password: '' }, { password: PASSWORD, pin: '2468' }, { pin: 2468 }]) {
      expect((await unlock(headers, body as Record<string, string>)).statusCode, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect((await unlock({ host: 'rwlv.localhost' })).statusCode).toBe(401);
    expect((await unlock({ ...headers, host: 'tp.localhost' })).statusCode).toBe(401);
    expect((await winLoss(LAST_YEAR, { ...headers, host: 'tp.localhost' })).statusCode).toBe(401);
  });

  it('counts wrong secrets like sign-in: the account locks and then even the right password is refused', async () => {
    const headers = await playerHeaders(t.app, 'coyote');
    for (let i = 0; i < 5; i += 1) {
      const res = await unlock(headers, i % 2 ? { pin: '0000' } : { password: 'wrong password' });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual(['The password or PIN is incorrect.']);
    }
    expect((await unlock(headers)).statusCode).toBe(403);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'x-target': 'coyote' },
      payload: { grant_type: 'password', client_id: 'player-portal', username: 'demo', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(400);
  });
});
