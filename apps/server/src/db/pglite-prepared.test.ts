import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPreparedPgliteClient, type PgliteQueryClient } from './pglite-prepared';

let pg: PGlite;
let client: PgliteQueryClient;

beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
  client = createPreparedPgliteClient(pg);
});

afterAll(() => pg.close());

beforeEach(async () => {
  await pg.exec('DROP TABLE IF EXISTS notes; CREATE TABLE notes (id int PRIMARY KEY, body text)');
});

const db = () => drizzle({ client: client as PGlite });

/** The statements this test's clients keep open on the database, by text. */
async function preparedTexts(): Promise<string[]> {
  const { rows } = await pg.query<{ statement: string }>(
    'SELECT statement FROM pg_prepared_statements ORDER BY statement',
  );
  return rows.map((r) => r.statement);
}

async function rejection(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(Error);
  return err as Record<string, unknown>;
}

/** Every field of an error, its message included (not enumerable on Error). */
const fieldsOf = (err: Record<string, unknown>) => ({ ...err, message: err.message });

describe('results', () => {
  const typed = `SELECT $1::int AS i, $2::bigint AS b, $3::numeric AS n, $4::text AS t, $5::bool AS f,
    $6::timestamptz AS ts, $7::jsonb AS j, $8::int[] AS ia, $9::text[] AS ta, $10::text AS nothing`;
  const params = [
    42,
    9007199254740993n,
    '12345.678900',
    'ünïcode "quoted"',
    true,
    new Date('2026-11-25T16:00:00.123Z'),
    { a: [1, 'two', null], nested: { b: false } },
    [1, 2, 3],
    ['x', 'y,z', null],
    null,
  ];

  it('equal those of PGlite.query for every type, prepared or cached', async () => {
    const expected = await pg.query(typed, params);
    expect(expected.rows[0]).toMatchObject({ i: 42, b: 9007199254740993n, f: true, nothing: null });
    expect(await client.query(typed, params)).toEqual(expected);
    expect(await client.query(typed, params)).toEqual(expected);
  });

  it('equal those of PGlite.query in array row mode', async () => {
    const expected = await pg.query(typed, params, { rowMode: 'array' });
    expect(Array.isArray(expected.rows[0])).toBe(true);
    expect(await client.query(typed, params, { rowMode: 'array' })).toEqual(expected);
    expect(await client.query(typed, params, { rowMode: 'array' })).toEqual(expected);
  });

  it('equal those of PGlite.query for writes: command, affected rows and row count', async () => {
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2), ($3, $4)';
    const update = 'UPDATE notes SET body = upper(body) WHERE id > $1 RETURNING id, body';
    const ours = [await client.query(insert, [1, 'a', 2, 'b']), await client.query(update, [0])];
    await pg.exec('TRUNCATE notes');
    const theirs = [await pg.query(insert, [1, 'a', 2, 'b']), await pg.query(update, [0])];
    expect(ours).toEqual(theirs);
    expect(ours[1]).toMatchObject({ command: 'UPDATE', affectedRows: 2, rowCount: 2 });
  });

  it('keep parameters out of the SQL: a value that is SQL is stored as text', async () => {
    const hostile = "x'); DROP TABLE notes; --";
    await client.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, hostile]);
    const { rows } = await pg.query('SELECT id, body FROM notes');
    expect(rows).toEqual([{ id: 1, body: hostile }]);
  });

  it('never share a statement between two SQL texts', async () => {
    await pg.exec('DEALLOCATE ALL');
    const asInt = await client.query('SELECT $1::int AS v', [7]);
    const asText = await client.query('SELECT $1::text AS v', [7]);
    expect(asInt.rows).toEqual([{ v: 7 }]);
    expect(asText.rows).toEqual([{ v: '7' }]);
    expect(await preparedTexts()).toEqual(['SELECT $1::int AS v', 'SELECT $1::text AS v']);
  });
});

describe('statement limit', () => {
  it('closes the least recently used statement past the limit; an evicted text is prepared again', async () => {
    await pg.exec('DEALLOCATE ALL');
    const small = createPreparedPgliteClient(pg, { maxStatements: 3 });
    const q = (n: number) => `SELECT ${n} AS n`;
    for (const n of [1, 2, 3]) await small.query(q(n));
    await small.query(q(1)); // 2 is now the least recently used
    await small.query(q(4));
    expect(await preparedTexts()).toEqual([q(1), q(3), q(4)]);

    expect((await small.query(q(2))).rows).toEqual([{ n: 2 }]);
    expect(await preparedTexts()).toEqual([q(1), q(2), q(4)]);
  });
});

describe('errors', () => {
  it('carry the fields of PGlite.query errors, for a failing execute', async () => {
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2)';
    await pg.query(insert, [1, 'first']);
    const theirs = await rejection(pg.query(insert, [1, 'again']));
    await client.query(insert, [2, 'prepares the statement']);
    const ours = await rejection(client.query(insert, [1, 'again']));
    expect(theirs).toMatchObject({ code: '23505', detail: 'Key (id)=(1) already exists.' });
    expect(fieldsOf(ours)).toEqual(fieldsOf(theirs));
    expect(ours.constructor).toBe(theirs.constructor);
  });

  it('carry the fields of PGlite.query errors, for a failing prepare', async () => {
    const bad = 'SELECT body FROM notes WHERE nope = $1';
    const theirs = await rejection(pg.query(bad, [1]));
    const ours = await rejection(client.query(bad, [1]));
    expect(theirs).toMatchObject({ code: '42703', position: expect.any(String) });
    expect(fieldsOf(ours)).toEqual(fieldsOf(theirs));
  });
});

describe('transactions through drizzle', () => {
  const count = async () => (await pg.query('SELECT id FROM notes')).rows.length;

  it('commit', async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes (id, body) VALUES (1, ${'kept'})`);
      await tx.execute(sql`INSERT INTO notes (id, body) VALUES (2, ${'kept'})`);
    });
    expect(await count()).toBe(2);
  });

  it('roll back on tx.rollback()', async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes (id, body) VALUES (1, ${'gone'})`);
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    expect(await count()).toBe(0);
  });

  it('roll back all of it when a statement inside fails, and the database works after', async () => {
    const err = await rejection(
      db().transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes (id, body) VALUES (1, ${'gone'})`);
        await tx.execute(sql`INSERT INTO notes (id, body) VALUES (1, ${'duplicate'})`);
      }),
    );
    expect(err.cause ?? err).toMatchObject({ code: '23505' });
    expect(await count()).toBe(0);
    expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('roll back a nested transaction to its savepoint and commit the outer one', async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes (id, body) VALUES (1, ${'outer'})`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO notes (id, body) VALUES (2, ${'inner'})`);
          await inner.execute(sql`INSERT INTO notes (id, body) VALUES (2, ${'duplicate'})`);
        }),
      ).rejects.toThrow();
    });
    expect((await pg.query('SELECT id, body FROM notes')).rows).toEqual([{ id: 1, body: 'outer' }]);
  });
});

describe('concurrency', () => {
  it('gives each of many concurrent calls its own answer', async () => {
    const calls = Array.from({ length: 60 }, (_, i) =>
      i % 2 ? client.query('SELECT $1::int * 2 AS v', [i]) : client.query('SELECT $1::text AS v', [`s${i}`]),
    );
    const answers = (await Promise.all(calls)).map((r) => (r.rows[0] as { v: unknown }).v);
    expect(answers).toEqual(Array.from({ length: 60 }, (_, i) => (i % 2 ? i * 2 : `s${i}`)));
  });

  it('runs a query outside a transaction after it, never inside it', async () => {
    let outside: Promise<{ rows: unknown[] }> | undefined;
    await expect(
      client.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'uncommitted']);
        outside = client.query('SELECT id FROM notes');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect((await outside!).rows).toEqual([]);
  });
});

describe('a stale statement', () => {
  const select = 'SELECT * FROM notes ORDER BY id';
  const addColumn = () => pg.exec('ALTER TABLE notes ADD COLUMN extra int');

  it('whose result type changed is prepared again outside a transaction', async () => {
    await pg.exec(`INSERT INTO notes VALUES (1, 'a')`);
    await client.query(select);
    await addColumn();
    const result = await client.query(select);
    expect(result).toEqual(await pg.query(select));
    expect(result.rows).toEqual([{ id: 1, body: 'a', extra: null }]);
  });

  it('that was deallocated is prepared again outside a transaction', async () => {
    await client.query(select);
    await pg.exec('DEALLOCATE ALL');
    expect((await client.query(select)).fields.map((f) => f.name)).toEqual(['id', 'body']);
    expect(await preparedTexts()).toEqual([select]);
  });

  it('whose result type changed fails inside a transaction, and is prepared again in the next', async () => {
    await client.query(select);
    await addColumn();
    const err = await rejection(client.transaction((tx) => tx.query(select)));
    expect(err).toMatchObject({ code: '0A000', query: select });
    const next = await client.transaction((tx) => tx.query(select));
    expect(next.fields.map((f) => f.name)).toEqual(['id', 'body', 'extra']);
  });

  it('that was deallocated fails inside a transaction, and is prepared again in the next', async () => {
    await client.query(select);
    await pg.exec('DEALLOCATE ALL');
    const err = await rejection(client.transaction((tx) => tx.query(select)));
    expect(err).toMatchObject({ code: '26000', query: select });
    expect((await client.transaction((tx) => tx.query(select))).rows).toEqual([]);
  });
});
