import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitWindows, refreshTokens, signInThrottles, tenants } from '../../db/schema/index';
import { useTestApp } from '../../test/test-app';
import { createRefreshTokensRepository } from '../oauth/refresh-tokens.repository';
import { createPlayersRepository } from '../players/players.repository';
import { createRateLimitRepository } from './rate-limit.repository';
import { createSignInRateLimiter } from './sign-in-rate-limiter';
import { createSignInThrottleRepository } from './sign-in-throttle.repository';
import { createSignInThrottle } from './sign-in-throttle.service';

// attemptPendingFor: the account looked up in the reservation's statement, and a success recorded
// in the statement of the caller's next write (a password sign-in: its first refresh token).
const t = useTestApp();
const ADDRESS = '198.51.100.7';

function throttle() {
  return createSignInThrottle({
    signInThrottleRepository: createSignInThrottleRepository(t.db),
    signInRateLimiter: createSignInRateLimiter({
      rateLimitRepository: createRateLimitRepository(t.db),
      limits: { requestsPerAddressPerMinute: 1000, tenantFailuresPer5Minutes: 1000 },
      onTenantBudgetExceeded: () => undefined,
    }),
  });
}

async function naskila() {
  const [tenant] = await t.db.select().from(tenants).where(eq(tenants.brand, 'naskila'));
  if (!tenant) throw new Error('no naskila tenant');
  return tenant.id;
}

const rowsOf = (tenantId: string) =>
  t.db
    .select({
      scope: signInThrottles.scope,
      subject: signInThrottles.subject,
      inFlight: signInThrottles.inFlight,
    })
    .from(signInThrottles)
    .where(eq(signInThrottles.tenantId, tenantId))
    .orderBy(signInThrottles.scope);

beforeEach(async () => {
  await t.db.delete(signInThrottles);
  await t.db.delete(rateLimitWindows);
});

describe('a sign-in looked up and reserved in one statement', () => {
  it('gives the check the account found and holds both reservations until the success is recorded', async () => {
    const tenantId = await naskila();
    const players = createPlayersRepository(t.db);
    const seen: unknown[] = [];
    const { account, success } = await throttle().attemptPendingFor(
      { tenantId, address: ADDRESS },
      players.passwordSignInLookup(tenantId, 'DEMO'),
      async (found) => {
        seen.push(found);
        return true;
      },
    );
    expect(account).toEqual({
      id: expect.any(String),
      patronId: '7080001',
      role: 'player',
      passwordHash: expect.stringMatching(/^\$argon2id\$/),
    });
    expect(seen).toEqual([account]);
    expect(await rowsOf(tenantId)).toEqual([
      { scope: 'account', subject: account?.id, inFlight: 1 },
      { scope: 'address', subject: ADDRESS, inFlight: 1 },
    ]);
    await success?.record();
    await success?.record();
    expect((await rowsOf(tenantId)).map((r) => r.inFlight)).toEqual([0, 0]);
  });

  it('reserves the address alone for an unknown name and answers no account', async () => {
    const tenantId = await naskila();
    const players = createPlayersRepository(t.db);
    const { account, success } = await throttle().attemptPendingFor(
      { tenantId, address: ADDRESS },
      players.passwordSignInLookup(tenantId, 'nobody-by-this-name'),
      async (found) => found !== undefined,
    );
    expect(account).toBeUndefined();
    expect(success).toBeUndefined();
    expect(await rowsOf(tenantId)).toEqual([{ scope: 'address', subject: ADDRESS, inFlight: 0 }]);
  });

  it('records a success with the first refresh token in one statement', async () => {
    const tenantId = await naskila();
    const players = createPlayersRepository(t.db);
    const { account, success } = await throttle().attemptPendingFor(
      { tenantId, address: ADDRESS },
      players.pinSignInLookup(tenantId, '7000000001'),
      async (found) => Boolean(found?.pinHash),
    );
    if (!account || !success) throw new Error('the demo card was not found');
    const tokenHash = `success-test-${Date.now()}`;
    const write = createRefreshTokensRepository(t.db).firstTokenWrite({
      tenantId,
      playerId: account.id,
      tokenHash,
      familyId: randomUUID(),
      clientId: 'player-portal',
      ttlSeconds: 60,
      familyMaxAgeSeconds: 3600,
    });
    await success.record(write);
    expect((await rowsOf(tenantId)).map((r) => r.inFlight)).toEqual([0, 0]);
    const tokens = await t.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ playerId: account.id, clientId: 'player-portal', usedAt: null });
  });

  it('still records the success when the statement with the write fails, and throws its error', async () => {
    const tenantId = await naskila();
    const players = createPlayersRepository(t.db);
    const { success } = await throttle().attemptPendingFor(
      { tenantId, address: ADDRESS },
      players.passwordSignInLookup(tenantId, 'demo'),
      async () => true,
    );
    const failing = {
      name: 'test_failing_write',
      rest: () => sql`boom AS (SELECT 1) SELECT 1 / 0`,
      values: {},
    };
    const error = (await success?.record(failing).catch((err: unknown) => err)) as Error & { cause?: Error };
    expect(error.cause?.message ?? error.message).toMatch(/division by zero/);
    expect((await rowsOf(tenantId)).map((r) => r.inFlight)).toEqual([0, 0]);
  });
});
