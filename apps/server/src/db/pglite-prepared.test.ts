import { PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldsOf, rejection } from '../test/rejection';
import { createStatementRunner, toResults, withQueryFields } from './pglite-prepared';

// The pieces the PGlite worker is made of, in this thread: the runner (the worker's side) with
// toResults and withQueryFields (the main thread's), held to PGlite.query.
let pg: PGlite;
let runner: ReturnType<typeof createStatementRunner>;

beforeAll(async () => {
  pg = new PGlite();
  await pg.waitReady;
  runner = createStatementRunner(pg);
});

afterAll(() => pg.close());

beforeEach(async () => {
  await pg.exec('DROP TABLE IF EXISTS notes; CREATE TABLE notes (id int PRIMARY KEY, body text)');
});

async function query<T>(
  text: string,
  params: unknown[] = [],
  options?: QueryOptions,
  on = runner,
): Promise<Results<T>> {
  try {
    return toResults<T>(await on.run(text, params), (oid) => pg.parsers[oid], options);
  } catch (err) {
    throw withQueryFields(err, text, params, options);
  }
}

/** Runs `work` in a transaction block that is rolled back after it. */
async function inTransaction<T>(work: () => Promise<T>): Promise<T> {
  await pg.exec('BEGIN');
  try {
    return await work();
  } finally {
    await pg.exec('ROLLBACK');
  }
}

/** The statements this test's runners keep open on the database, by text. */
async function preparedTexts(): Promise<string[]> {
  const { rows } = await pg.query<{ statement: string }>(
    'SELECT statement FROM pg_prepared_statements ORDER BY statement',
  );
  return rows.map((r) => r.statement);
}

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
    expect(await query(typed, params)).toEqual(expected);
    expect(await query(typed, params)).toEqual(expected);
  });

  it('equal those of PGlite.query in array row mode', async () => {
    const expected = await pg.query(typed, params, { rowMode: 'array' });
    expect(Array.isArray(expected.rows[0])).toBe(true);
    expect(await query(typed, params, { rowMode: 'array' })).toEqual(expected);
    expect(await query(typed, params, { rowMode: 'array' })).toEqual(expected);
  });

  it('equal those of PGlite.query for writes: command, affected rows and row count', async () => {
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2), ($3, $4)';
    const update = 'UPDATE notes SET body = upper(body) WHERE id > $1 RETURNING id, body';
    const ours = [await query(insert, [1, 'a', 2, 'b']), await query(update, [0])];
    await pg.exec('TRUNCATE notes');
    const theirs = [await pg.query(insert, [1, 'a', 2, 'b']), await pg.query(update, [0])];
    expect(ours).toEqual(theirs);
    expect(ours[1]).toMatchObject({ command: 'UPDATE', affectedRows: 2, rowCount: 2 });
  });

  it('keep parameters out of the SQL: a value that is SQL is stored as text', async () => {
    const hostile = "x'); DROP TABLE notes; --";
    await query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, hostile]);
    const { rows } = await pg.query('SELECT id, body FROM notes');
    expect(rows).toEqual([{ id: 1, body: hostile }]);
  });

  it('never share a statement between two SQL texts', async () => {
    await pg.exec('DEALLOCATE ALL');
    const asInt = await query('SELECT $1::int AS v', [7]);
    const asText = await query('SELECT $1::text AS v', [7]);
    expect(asInt.rows).toEqual([{ v: 7 }]);
    expect(asText.rows).toEqual([{ v: '7' }]);
    expect(await preparedTexts()).toEqual(['SELECT $1::int AS v', 'SELECT $1::text AS v']);
  });
});

describe('statement limit', () => {
  it('closes the least recently used statement past the limit; an evicted text is prepared again', async () => {
    await pg.exec('DEALLOCATE ALL');
    const small = createStatementRunner(pg, { maxStatements: 3 });
    const q = (n: number) => `SELECT ${n} AS n`;
    for (const n of [1, 2, 3]) await query(q(n), [], undefined, small);
    await query(q(1), [], undefined, small); // 2 is now the least recently used
    await query(q(4), [], undefined, small);
    expect(await preparedTexts()).toEqual([q(1), q(3), q(4)]);

    expect((await query(q(2), [], undefined, small)).rows).toEqual([{ n: 2 }]);
    expect(await preparedTexts()).toEqual([q(1), q(2), q(4)]);
  });
});

describe('errors', () => {
  it('carry the fields of PGlite.query errors, for a failing execute', async () => {
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2)';
    await pg.query(insert, [1, 'first']);
    const theirs = await rejection(pg.query(insert, [1, 'again']));
    await query(insert, [2, 'prepares the statement']);
    const ours = await rejection(query(insert, [1, 'again']));
    expect(theirs).toMatchObject({ code: '23505', detail: 'Key (id)=(1) already exists.' });
    expect(fieldsOf(ours)).toEqual(fieldsOf(theirs));
    expect(ours.constructor).toBe(theirs.constructor);
  });

  it('carry the fields of PGlite.query errors, for a failing prepare', async () => {
    const bad = 'SELECT body FROM notes WHERE nope = $1';
    const theirs = await rejection(pg.query(bad, [1]));
    const ours = await rejection(query(bad, [1]));
    expect(theirs).toMatchObject({ code: '42703', position: expect.any(String) });
    expect(fieldsOf(ours)).toEqual(fieldsOf(theirs));
  });
});

describe('a stale statement', () => {
  const select = 'SELECT * FROM notes ORDER BY id';
  const addColumn = () => pg.exec('ALTER TABLE notes ADD COLUMN extra int');

  it('whose result type changed is prepared again outside a transaction', async () => {
    await pg.exec(`INSERT INTO notes VALUES (1, 'a')`);
    await query(select);
    await addColumn();
    const result = await query(select);
    expect(result).toEqual(await pg.query(select));
    expect(result.rows).toEqual([{ id: 1, body: 'a', extra: null }]);
  });

  it('that was deallocated is prepared again outside a transaction', async () => {
    await query(select);
    await pg.exec('DEALLOCATE ALL');
    expect((await query(select)).fields.map((f) => f.name)).toEqual(['id', 'body']);
    expect(await preparedTexts()).toEqual([select]);
  });

  it('whose result type changed fails inside a transaction, and is prepared again in the next', async () => {
    await query(select);
    await addColumn();
    const err = await rejection(inTransaction(() => query(select)));
    expect(err).toMatchObject({ code: '0A000', query: select });
    const next = await inTransaction(() => query(select));
    expect(next.fields.map((f) => f.name)).toEqual(['id', 'body', 'extra']);
  });

  it('that was deallocated fails inside a transaction, and is prepared again in the next', async () => {
    await query(select);
    await pg.exec('DEALLOCATE ALL');
    const err = await rejection(inTransaction(() => query(select)));
    expect(err).toMatchObject({ code: '26000', query: select });
    expect((await inTransaction(() => query(select))).rows).toEqual([]);
  });
});
