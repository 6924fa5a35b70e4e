import { randomUUID } from 'node:crypto';
import { and, DrizzleQueryError, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rateLimitWindows, refreshTokens, signInThrottles, tenants } from '../../../db/schema/index';
import { useTestApp } from '../../../test/test-app';
import { createRefreshTokensRepository } from '../oauth/refresh-tokens.repository';
import { createPlayersRepository } from '../players/players.repository';
import { createRateLimitRepository } from '../../rate-limits/rate-limit.repository';
import { createSignInRateLimiter } from './sign-in-rate-limiter';
import { createSignInThrottleRepository, type SignInThrottleRepository } from './sign-in-throttle.repository';
import { createSignInThrottle, isRolledBack } from './sign-in-throttle.service';

// attemptPendingFor: the account looked up in the reservation's statement, and a success recorded
// in the statement of the caller's next write (a password sign-in: its first refresh token).
const t = useTestApp();
const ADDRESS = '198.51.100.7';

function rateLimiter() {
  return createSignInRateLimiter({
    rateLimitRepository: createRateLimitRepository(t.db),
    limits: { requestsPerAddressPerMinute: 1000, tenantFailuresPer5Minutes: 1000 },
    onTenantBudgetExceeded: () => undefined,
  });
}

function throttle(repository: SignInThrottleRepository = createSignInThrottleRepository(t.db)) {
  return createSignInThrottle({
    signInThrottleRepository: repository,
    signInRateLimiter: rateLimiter(),
    passwords: t.passwords,
    unknownAccountSecret: 'test-unknown-account-secret',
  });
}

/** A passed password check on the demo account, its reservations held. */
async function demoSuccess(tenantId: string, signInThrottle = throttle()) {
  const { account, success } = await signInThrottle.attemptPendingFor(
    { tenantId, address: ADDRESS },
    createPlayersRepository(t.db).passwordSignInLookup(tenantId, 'demo'),
    async () => true,
  );
  if (!account || !success) throw new Error('the demo account was not found');
  return { account, success };
}

/** A first refresh token's write for `playerId`. */
const firstTokenWrite = (tenantId: string, playerId: string, tokenHash = `success-test-${randomUUID()}`) =>
  createRefreshTokensRepository(t.db).firstTokenWrite({
    tenantId,
    playerId,
    tokenHash,
    familyId: randomUUID(),
    clientId: 'player-portal',
    ttlSeconds: 60,
    familyMaxAgeSeconds: 3600,
  });

const accountCounts = (tenantId: string) =>
  t.db
    .select({ failures: signInThrottles.failures, lockLevel: signInThrottles.lockLevel })
    .from(signInThrottles)
    .where(and(eq(signInThrottles.tenantId, tenantId), eq(signInThrottles.scope, 'account')));

/** Earlier wrong secrets on the account: a success starts its count and escalation over. */
const withEarlierFailures = (tenantId: string) =>
  t.db
    .update(signInThrottles)
    .set({ failures: 3, lockLevel: 2, lastFailedAt: new Date() })
    .where(and(eq(signInThrottles.tenantId, tenantId), eq(signInThrottles.scope, 'account')));

const tokensWithHash = (tenantId: string, tokenHash: string) =>
  t.db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)));

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
    // A second sign-in holds a reservation on the same rows: recording the first success twice
    // must end its own reservation only.
    const second = await demoSuccess(tenantId);
    expect((await rowsOf(tenantId)).map((r) => r.inFlight)).toEqual([2, 2]);
    await success?.record();
    await success?.record();
    expect((await rowsOf(tenantId)).map((r) => r.inFlight)).toEqual([1, 1]);
    await second.success.record();
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
    // Earlier wrong PINs on the account: a success starts its count and escalation over.
    await withEarlierFailures(tenantId);
    const tokenHash = `success-test-${randomUUID()}`;
    await success.record(firstTokenWrite(tenantId, account.id, tokenHash));
    expect((await rowsOf(tenantId)).map((r) => r.inFlight)).toEqual([0, 0]);
    expect(await accountCounts(tenantId)).toEqual([{ failures: 0, lockLevel: 0 }]);
    const tokens = await tokensWithHash(tenantId, tokenHash);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ playerId: account.id, clientId: 'player-portal', usedAt: null });
  });

  it('records the success alone when the database refuses the statement with the write, and throws its error', async () => {
    const tenantId = await naskila();
    const { success } = await demoSuccess(tenantId);
    await withEarlierFailures(tenantId);
    // Another sign-in's reservation on the same rows, which the fallback must leave held.
    await demoSuccess(tenantId);
    // A family for no player: the foreign key fails at the end of the statement, after the
    // success's update has run, so the whole statement is rolled back.
    const tokenHash = `success-test-${randomUUID()}`;
    const error = await success.record(firstTokenWrite(tenantId, randomUUID(), tokenHash)).then(
      () => undefined,
      (err: unknown) => err as Error & { cause?: Error & { code?: string } },
    );
    expect(error?.cause?.code ?? (error as { code?: string } | undefined)?.code).toBe('23503');
    expect(isRolledBack(error)).toBe(true);
    // Recorded once, alone: the other reservation is still held.
    expect((await rowsOf(tenantId)).map((r) => r.inFlight)).toEqual([1, 1]);
    expect(await accountCounts(tenantId)).toEqual([{ failures: 0, lockLevel: 0 }]);
    expect(await tokensWithHash(tenantId, tokenHash)).toEqual([]);
  });

  it('does not record the success again when the statement may have committed (its reply lost)', async () => {
    const tenantId = await naskila();
    const repository = createSignInThrottleRepository(t.db);
    // The statement commits, then the connection is reset before its reply is read.
    const lost = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const replyLost: SignInThrottleRepository = {
      ...repository,
      async succeed(keys, write) {
        await repository.succeed(keys, write);
        if (write) throw new DrizzleQueryError('insert …', [], lost);
      },
    };
    const { account, success } = await demoSuccess(tenantId, throttle(replyLost));
    await demoSuccess(tenantId);
    expect((await rowsOf(tenantId)).map((r) => r.inFlight)).toEqual([2, 2]);
    const error = await success.record(firstTokenWrite(tenantId, account.id)).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(DrizzleQueryError);
    // The committed statement ended this sign-in's reservation; the other one is still held.
    expect((await rowsOf(tenantId)).map((r) => r.inFlight)).toEqual([1, 1]);
  });
});

describe('isRolledBack', () => {
  const drizzle = (cause: unknown) => new DrizzleQueryError('select 1', [], cause as Error);
  // As pg's and PGlite's DatabaseError: the server's error message, with its severity and SQLSTATE.
  const withCode = (code: string) => Object.assign(new Error(code), { code, severity: 'ERROR' });
  const nodeError = (code: string) => Object.assign(new Error(`read ${code}`), { code });

  it('is true for the database refusing the statement, as it is or wrapped by drizzle', () => {
    expect(isRolledBack(withCode('23503'))).toBe(true);
    expect(isRolledBack(drizzle(withCode('40P01')))).toBe(true);
    expect(isRolledBack(drizzle(withCode('57014')))).toBe(true);
  });

  it('is false where the statement may have committed', () => {
    expect(isRolledBack(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isRolledBack(drizzle(new Error('Connection terminated unexpectedly')))).toBe(false);
    expect(isRolledBack(drizzle(nodeError('ECONNRESET')))).toBe(false);
    expect(isRolledBack(drizzle(nodeError('EPIPE')))).toBe(false);
    expect(isRolledBack(drizzle({ code: '23503' }))).toBe(false);
    expect(isRolledBack(drizzle(withCode('08006')))).toBe(false);
    expect(isRolledBack(withCode('57P01'))).toBe(false);
    expect(isRolledBack(undefined)).toBe(false);
    expect(isRolledBack('23503')).toBe(false);
  });
});

describe('the statements a caller builds into a sign-in', () => {
  it('refuses a lookup under a name already built with other SQL', async () => {
    const tenantId = await naskila();
    const players = createPlayersRepository(t.db);
    const repository = createSignInThrottleRepository(t.db);
    await demoSuccess(tenantId, throttle(repository));
    const byCard = players.pinSignInLookup(tenantId, '7000000001');
    const misnamed = { ...byCard, name: players.passwordSignInLookup(tenantId, 'demo').name };
    await expect(
      throttle(repository).attemptPendingFor({ tenantId, address: ADDRESS }, misnamed, async () => true),
    ).rejects.toThrow(/sign_in_reserve_attempt_players_by_username is already built with other SQL/);
    // The same SQL from another function under the same name runs.
    const same = players.passwordSignInLookup(tenantId, 'demo');
    const { account } = await throttle(repository).attemptPendingFor(
      { tenantId, address: ADDRESS },
      { ...same, select: () => same.select() },
      async () => false,
    );
    expect(account?.patronId).toBe('7080001');
  });

  it('refuses a success write under a name already built with other SQL', async () => {
    const tenantId = await naskila();
    const repository = createSignInThrottleRepository(t.db);
    const { account, success } = await demoSuccess(tenantId, throttle(repository));
    const write = firstTokenWrite(tenantId, account.id);
    await success.record(write);
    const other = { ...write, rest: () => sql`other AS (SELECT 1) SELECT 1` };
    const keys = [{ tenantId, scope: 'address' as const, subject: ADDRESS }];
    await expect(repository.succeed(keys, other)).rejects.toThrow(
      /sign_in_succeed_refresh_token_first is already built with other SQL/,
    );
  });

  it("refuses a caller's value named as one of the throttle's own", async () => {
    const tenantId = await naskila();
    const players = createPlayersRepository(t.db);
    const lookup = players.passwordSignInLookup(tenantId, 'demo');
    const attempt = (values: Record<string, unknown>) =>
      throttle().attemptPendingFor({ tenantId, address: ADDRESS }, { ...lookup, values }, async () => true);
    await expect(attempt({ ...lookup.values, address: 'mine' })).rejects.toThrow(
      /the account lookup players_by_username has a value named address/,
    );
    await expect(attempt({ ...lookup.values, tenantId: randomUUID() })).rejects.toThrow(
      /has a value named tenantId/,
    );
    expect(await rowsOf(tenantId)).toEqual([]);

    const { account } = await demoSuccess(tenantId);
    const write = firstTokenWrite(tenantId, account.id);
    const keys = [{ tenantId, scope: 'address' as const, subject: ADDRESS }];
    const repository = createSignInThrottleRepository(t.db);
    await expect(
      repository.succeed(keys, { ...write, values: { ...write.values, account: 'mine' } }),
    ).rejects.toThrow(/the success write refresh_token_first has a value named account/);
  });
});
