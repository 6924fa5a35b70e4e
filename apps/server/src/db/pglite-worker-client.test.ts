import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rejection, fieldsOf } from '../test/rejection';
import { startPgliteWorker, type PgliteWorker } from './pglite-worker-client';

// The worker's answers are held to those of an in-thread PGlite running the same statements.
let worker: PgliteWorker;
let reference: PGlite;

beforeAll(async () => {
  [worker, reference] = await Promise.all([startPgliteWorker('memory://'), PGlite.create()]);
});

afterAll(async () => {
  await Promise.all([worker.close(), reference.close()]);
});

const client = () => worker.client;
const db = () => drizzle({ client: worker.client as PGlite });
const createNotes = 'DROP TABLE IF EXISTS notes; CREATE TABLE notes (id int PRIMARY KEY, body text)';

beforeEach(async () => {
  await client().transaction((tx) => tx.exec(createNotes));
  await reference.exec(createNotes);
});

const ids = async () => (await client().query<{ id: number }>('SELECT id FROM notes ORDER BY id')).rows;

describe('results', () => {
  const typed = `SELECT $1::int AS i, $2::bigint AS b, $3::numeric AS n, $4::text AS t, $5::bool AS f,
    $6::timestamptz AS ts, $7::jsonb AS j, $8::int[] AS ia, $9::text[] AS ta, $10::bytea AS by,
    $11::text AS nothing`;
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
    new Uint8Array([0, 1, 254, 255]),
    null,
  ];

  it('equal those of PGlite.query for every type, in object and array row modes', async () => {
    const expected = await reference.query(typed, params);
    expect(expected.rows[0]).toMatchObject({ i: 42, b: 9007199254740993n, f: true, nothing: null });
    expect(await client().query(typed, params)).toEqual(expected);
    expect(await client().query(typed, params)).toEqual(expected);
    const arrays = await reference.query(typed, params, { rowMode: 'array' });
    expect(await client().query(typed, params, { rowMode: 'array' })).toEqual(arrays);
  });

  it("apply the caller's parsers on this thread (drizzle keeps timestamps as text)", async () => {
    const at = '2026-11-25 16:00:00.123+00';
    const { rows } = await client().query('SELECT $1::timestamptz AS at', [at], {
      parsers: { 1184: (text: string) => `text:${text}` },
    });
    expect(rows).toEqual([{ at: `text:${at}` }]);
  });

  it('equal those of PGlite.query for writes: command, affected rows and row count', async () => {
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2), ($3, $4)';
    const update = 'UPDATE notes SET body = upper(body) WHERE id > $1 RETURNING id, body';
    const ours = [await client().query(insert, [1, 'a', 2, 'b']), await client().query(update, [0])];
    const theirs = [await reference.query(insert, [1, 'a', 2, 'b']), await reference.query(update, [0])];
    expect(ours).toEqual(theirs);
    expect(ours[1]).toMatchObject({ command: 'UPDATE', affectedRows: 2, rowCount: 2 });
  });

  it('keep parameters out of the SQL: a value that is SQL is stored as text', async () => {
    const hostile = "x'); DROP TABLE notes; --";
    await client().query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, hostile]);
    expect((await client().query('SELECT id, body FROM notes')).rows).toEqual([{ id: 1, body: hostile }]);
  });
});

describe('errors', () => {
  it('carry the fields and class of PGlite.query errors, with the query and its parameters', async () => {
    const insert = 'INSERT INTO notes (id, body) VALUES ($1, $2)';
    await reference.query(insert, [1, 'first']);
    await client().query(insert, [1, 'first']);
    const theirs = await rejection(reference.query(insert, [1, 'again']));
    const ours = await rejection(client().query(insert, [1, 'again']));
    expect(theirs).toMatchObject({ code: '23505', detail: 'Key (id)=(1) already exists.' });
    expect(fieldsOf(ours)).toEqual(fieldsOf(theirs));
    expect(ours.constructor).toBe(theirs.constructor);
  });

  it('of a statement that cannot be prepared equal those of PGlite.query', async () => {
    const bad = 'SELECT body FROM notes WHERE nope = $1';
    const theirs = await rejection(reference.query(bad, [1]));
    const ours = await rejection(client().query(bad, [1]));
    expect(theirs).toMatchObject({ code: '42703', position: expect.any(String) });
    expect(fieldsOf(ours)).toEqual(fieldsOf(theirs));
  });

  it('name an option that cannot cross to the worker, and the worker goes on', async () => {
    const err = await rejection(client().query('SELECT 1', [], { paramTypes: [23] }));
    expect(err.message).toBe('query option "paramTypes" is not supported by the PGlite worker');
    expect((await client().query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('refuse a parameter structured clone would change, naming it, and the worker goes on', async () => {
    class Money {
      constructor(private readonly cents: number) {}
      toString() {
        return (this.cents / 100).toFixed(2);
      }
    }
    const select = 'SELECT $1::text AS v';
    const refused = [[new Money(123)], [{ nested: [new Money(5)] }], [() => 1], [Symbol('s')]];
    const messages = await Promise.all(
      refused.map(async (params) => (await rejection(client().query(select, params))).message),
    );
    expect(messages).toEqual([
      expect.stringMatching(
        /^parameter \$1 holds a Money, which cannot reach the embedded database as it is/,
      ),
      expect.stringMatching(/^parameter \$1 holds a Money,/),
      expect.stringMatching(/^parameter \$1 holds a function,/),
      expect.stringMatching(/^parameter \$1 holds a symbol,/),
    ]);
    expect((await client().query(select, ['ok'])).rows).toEqual([{ v: 'ok' }]);
  });

  it('take a Buffer as bytea, as in-thread', async () => {
    const select = 'SELECT $1::bytea AS b';
    const bytes = Buffer.from([0, 1, 2, 255]);
    expect((await client().query(select, [bytes])).rows).toEqual(
      (await reference.query(select, [bytes])).rows,
    );
  });

  it("keep the class of an error that is not the database's (an invalid date)", async () => {
    const select = 'SELECT $1::timestamptz AS at';
    const theirs = await rejection(reference.query(select, [new Date('nope')]));
    const ours = await rejection(client().query(select, [new Date('nope')]));
    expect(theirs).toBeInstanceOf(RangeError);
    expect(ours).toBeInstanceOf(RangeError);
    expect(ours.message).toBe(theirs.message);
  });
});

describe('transactions through drizzle', () => {
  it('commit', async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes (id, body) VALUES (1, ${'kept'})`);
      await tx.execute(sql`INSERT INTO notes (id, body) VALUES (2, ${'kept'})`);
    });
    expect(await ids()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('roll back on tx.rollback()', async () => {
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes (id, body) VALUES (1, ${'gone'})`);
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    expect(await ids()).toEqual([]);
  });

  it('roll back all of it when a statement inside fails, and the database works after', async () => {
    const err = await rejection(
      db().transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO notes (id, body) VALUES (1, ${'gone'})`);
        await tx.execute(sql`INSERT INTO notes (id, body) VALUES (1, ${'duplicate'})`);
      }),
    );
    expect(err.cause ?? err).toMatchObject({ code: '23505' });
    expect(await ids()).toEqual([]);
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
    expect(await ids()).toEqual([{ id: 1 }]);
  });

  it('commit a nested transaction with the outer one', async () => {
    await db().transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO notes (id, body) VALUES (1, ${'outer'})`);
      await tx.transaction((inner) =>
        inner.execute(sql`INSERT INTO notes (id, body) VALUES (2, ${'inner'})`),
      );
    });
    expect(await ids()).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('fail as PGlite.transaction does when the block failed but its callback went on', async () => {
    const swallowing = (pg: { transaction: PGlite['transaction'] }) =>
      rejection(
        pg.transaction(async (tx) => {
          await tx.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['a']).catch(() => undefined);
          await tx.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['b']).catch(() => undefined);
        }),
      );
    const [ours, theirs] = [await swallowing(client()), await swallowing(reference)];
    expect(theirs).toMatchObject({ code: '25P02' });
    expect(fieldsOf(ours)).toMatchObject({ code: theirs.code, message: theirs.message });
    expect(await ids()).toEqual([]);
  });

  it('refuse statements after the transaction ended', async () => {
    let kept: { query: PGlite['query'] } | undefined;
    await client().transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.query('SELECT 1')).rejects.toThrow('Transaction is closed');
  });
});

describe('concurrency', () => {
  it('gives each of many concurrent calls its own answer', async () => {
    const calls = Array.from({ length: 60 }, (_, i) =>
      i % 2
        ? client().query('SELECT $1::int * 2 AS v', [i])
        : client().query('SELECT $1::text AS v', [`s${i}`]),
    );
    const answers = (await Promise.all(calls)).map((r) => (r.rows[0] as { v: unknown }).v);
    expect(answers).toEqual(Array.from({ length: 60 }, (_, i) => (i % 2 ? i * 2 : `s${i}`)));
  });

  it('runs a query outside a transaction after it, never inside it', async () => {
    let outside: Promise<{ rows: unknown[] }> | undefined;
    await expect(
      client().transaction(async (tx) => {
        await tx.query('INSERT INTO notes (id, body) VALUES ($1, $2)', [1, 'uncommitted']);
        outside = client().query('SELECT id FROM notes');
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect((await outside!).rows).toEqual([]);
  });

  it('never interleaves two transactions: read-modify-write loses no update', async () => {
    await client().query('INSERT INTO notes (id, body) VALUES (1, $1)', ['0']);
    await Promise.all(
      Array.from({ length: 20 }, () =>
        client().transaction(async (tx) => {
          const { rows } = await tx.query<{ body: string }>('SELECT body FROM notes WHERE id = 1');
          await tx.query('UPDATE notes SET body = $1 WHERE id = 1', [String(Number(rows[0]!.body) + 1)]);
        }),
      ),
    );
    expect((await client().query('SELECT body FROM notes')).rows).toEqual([{ body: '20' }]);
  });
});

describe('a stale statement', () => {
  const select = 'SELECT * FROM notes ORDER BY id';
  const addColumn = () => client().transaction((tx) => tx.exec('ALTER TABLE notes ADD COLUMN extra int'));

  it('whose result type changed is prepared again outside a transaction', async () => {
    await client().query('INSERT INTO notes VALUES (1, $1)', ['a']);
    await client().query(select);
    await addColumn();
    expect((await client().query(select)).rows).toEqual([{ id: 1, body: 'a', extra: null }]);
  });

  it('whose result type changed fails inside a transaction, and is prepared again in the next', async () => {
    await client().query(select);
    await addColumn();
    const err = await rejection(client().transaction((tx) => tx.query(select)));
    expect(err).toMatchObject({ code: '0A000', query: select });
    const next = await client().transaction((tx) => tx.query(select));
    expect(next.fields.map((f) => f.name)).toEqual(['id', 'body', 'extra']);
  });
});
