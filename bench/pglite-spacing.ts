/**
 * What a PGlite statement costs back to back, and after 8 ms of other work, in one process on this
 * machine: the password grant's two statements cost 3-5 times in the server (one before and one
 * after each 8 ms argon2id check) what they cost in a loop. The statements are the shapes of a
 * sign-in's (a lookup by index, an upsert, an insert under two foreign keys and a unique index),
 * run through the server's own statement runner (db/pglite-prepared) on a fresh in-memory PGlite.
 * "8 ms spin" keeps the core busy in a loop that touches almost no memory; "argon2id" runs one
 * verification with the server's parameters (19 MiB) on the thread pool meanwhile.
 *   npx tsx bench/pglite-spacing.ts [statementsPerCase=300]
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { PGlite } from '@electric-sql/pglite';
import { ARGON2_OPTIONS } from '../apps/server/src/lib/passwords';
import { createStatementRunner } from '../apps/server/src/db/pglite-prepared';

const N = Number(process.argv[2] ?? 300);
const WARMUP = 200;

const pg = new PGlite();
await pg.waitReady;
await pg.exec(`
  CREATE TABLE owners (id uuid PRIMARY KEY, name text NOT NULL);
  CREATE TABLE accounts (id uuid PRIMARY KEY, owner_id uuid NOT NULL REFERENCES owners ON DELETE CASCADE,
    username text NOT NULL, secret text NOT NULL);
  CREATE UNIQUE INDEX accounts_owner_username ON accounts (owner_id, lower(username));
  CREATE TABLE counters (owner_id uuid NOT NULL REFERENCES owners ON DELETE CASCADE, subject text NOT NULL,
    count int NOT NULL DEFAULT 1, updated_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (owner_id, subject));
  CREATE TABLE tokens (id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    owner_id uuid NOT NULL REFERENCES owners ON DELETE CASCADE,
    account_id uuid NOT NULL REFERENCES accounts ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE, expires_at timestamptz NOT NULL);`);
const owner = randomUUID();
const account = randomUUID();
await pg.query('INSERT INTO owners VALUES ($1, $2)', [owner, 'Naskila']);
await pg.query('INSERT INTO accounts VALUES ($1, $2, $3, $4)', [account, owner, 'demo', 'x']);

const { run } = createStatementRunner(pg);
type Case = { name: string; text: string; params: () => unknown[] };
const cases: Case[] = [
  { name: 'SELECT 1', text: 'SELECT 1', params: () => [] },
  {
    name: 'lookup by index',
    text: 'SELECT id, secret FROM accounts WHERE owner_id = $1 AND lower(username) = lower($2) LIMIT 1',
    params: () => [owner, 'Demo'],
  },
  {
    name: 'upsert a counter',
    text: `INSERT INTO counters (owner_id, subject) VALUES ($1, $2)
      ON CONFLICT (owner_id, subject) DO UPDATE SET count = counters.count + 1, updated_at = now()
      RETURNING count`,
    params: () => [owner, '127.0.0.1'],
  },
  {
    name: 'insert under 2 FKs',
    text: `INSERT INTO tokens (owner_id, account_id, token_hash, expires_at)
      VALUES ($1, $2, $3, now() + interval '30 days')`,
    params: () => [owner, account, randomBytes(32).toString('base64url')],
  },
];

const hashed = await hash('Player#2026', ARGON2_OPTIONS);
const spin = async () => {
  const end = performance.now() + 8;
  while (performance.now() < end);
};
const argon2 = async () => void (await verify(hashed, 'Player#2026'));
const gaps: [string, (() => Promise<void>) | undefined][] = [
  ['back to back', undefined],
  ['after 8 ms spin', spin],
  ['after argon2id', argon2],
];

/** Microseconds per statement, the gap before each one not counted. */
async function measure(c: Case, gap: (() => Promise<void>) | undefined): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await run(c.text, c.params());
  let total = 0;
  for (let i = 0; i < N; i++) {
    if (gap) await gap();
    const params = c.params();
    const started = performance.now();
    await run(c.text, params);
    total += performance.now() - started;
  }
  return (total / N) * 1000;
}

console.log(`PGlite statements, µs each (${N} per case, median of 3 passes), by what ran just before`);
console.log(`${'statement'.padEnd(20)}${gaps.map(([g]) => g.padStart(18)).join('')}   spaced / back to back`);
for (const c of cases) {
  const cells: number[] = [];
  for (const [, gap] of gaps) {
    const passes = [await measure(c, gap), await measure(c, gap), await measure(c, gap)].sort(
      (a, b) => a - b,
    );
    cells.push(passes[1]!);
  }
  const [warm = NaN, ...spaced] = cells;
  console.log(
    `${c.name.padEnd(20)}${cells.map((us) => us.toFixed(0).padStart(18)).join('')}   ` +
      spaced.map((us) => `${(us / warm).toFixed(1)}×`).join(' / '),
  );
}
await pg.close();
