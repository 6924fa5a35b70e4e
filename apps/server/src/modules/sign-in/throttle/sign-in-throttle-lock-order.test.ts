import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { players, signInThrottles, tenants } from '../../../db/schema/index';
import { DEMO, useTestApp } from '../../../test/test-app';

// Needs a second connection to hold a row lock while the app's statements queue behind it, so it
// runs on PostgreSQL only: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run <this file>

// Parks the next password check between its reservation and its success, so the test can decide
// which of two sign-ins' statements reaches each row lock first.
type Hold = { reached: () => void; release: Promise<void> };
const checks = vi.hoisted(() => ({ hold: undefined as Hold | undefined }));
vi.mock('../../../lib/passwords', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/passwords')>();
  return {
    ...original,
    // The app makes its passwords here: wrap what it gets.
    createPasswords: (...args: Parameters<typeof original.createPasswords>) => {
      const passwords = original.createPasswords(...args);
      return {
        ...passwords,
        verifySecret: async (hash: string, secret: string) => {
          const ok = await passwords.verifySecret(hash, secret);
          const hold = checks.hold;
          checks.hold = undefined;
          if (hold) {
            hold.reached();
            await hold.release;
          }
          return ok;
        },
      };
    },
  };
});

vi.setConfig({ hookTimeout: 240_000, testTimeout: 60_000 });
const onPostgres = Boolean(process.env.DATABASE_URL);
const t = onPostgres ? useTestApp({ trustedProxies: ['127.0.0.1'] }) : undefined;

function signIn(address: string) {
  return t!.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: {
      host: 'naskila.localhost',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': address,
    },
    payload: new URLSearchParams({ grant_type: 'password', ...DEMO }).toString(),
  });
}

async function demoPlayerId() {
  const [player] = await t!.db
    .select({ id: players.id })
    .from(players)
    .innerJoin(tenants, eq(tenants.id, players.tenantId))
    .where(and(eq(tenants.brand, 'naskila'), eq(players.username, 'demo')));
  if (!player) throw new Error('no demo player');
  return player.id;
}

/** Waits until `n` sessions of this database are waiting for a lock. */
async function lockWaiters(n: number) {
  for (let tries = 0; tries < 400; tries++) {
    const result = (await t!.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]?.n === n) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`never saw ${n} sessions waiting for a lock`);
}

describe.runIf(onPostgres)('sign-in throttle lock order on PostgreSQL', () => {
  it('a success and a reservation queued on the same address and account both go through', async () => {
    const address = '198.18.200.1';
    let reached!: () => void;
    let release!: () => void;
    const checking = new Promise<void>((r) => (reached = r));
    checks.hold = { reached, release: new Promise<void>((r) => (release = r)) };
    const first = signIn(address);
    await checking;
    const playerId = await demoPlayerId();
    let second: ReturnType<typeof signIn> | undefined;
    await t!.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT 1 FROM sign_in_throttles WHERE scope = 'account' AND subject = ${playerId} FOR UPDATE`,
      );
      // The first sign-in's success now queues on the account row and the second's reservation
      // behind the first's locks: once the account row is free, a reversed order closes a cycle
      // (40P01, a 500), the documented order lets both through one after the other.
      release();
      await lockWaiters(1);
      second = signIn(address);
      await lockWaiters(2);
    });
    const answers = await Promise.all([first, second]);
    expect(answers.map((a) => a?.statusCode)).toEqual([200, 200]);
    const rows = await t!.db.select().from(signInThrottles);
    expect(rows.filter((r) => r.inFlight !== 0)).toEqual([]);
  });
});
