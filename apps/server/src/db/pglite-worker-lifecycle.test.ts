import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages, type PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rejection } from '../test/rejection';
import { startPgliteWorker, type PgliteWorker } from './pglite-worker-client';

// The worker's life: the order it runs what waited, closing, migrating, its data directory.
let worker: PgliteWorker;

beforeAll(async () => {
  worker = await startPgliteWorker('memory://');
});

afterAll(() => worker.close());

const client = () => worker.client;
const createNotes = 'DROP TABLE IF EXISTS notes; CREATE TABLE notes (id int PRIMARY KEY, body text)';

beforeEach(() => client().transaction((tx) => tx.exec(createNotes)));

/** A transaction held open until `release`: `inside` resolves once its callback runs. */
function holdTransaction(
  on: PgliteWorker['client'],
  then?: (tx: { query: PGlite['query'] }) => Promise<unknown>,
) {
  let entered!: () => void;
  let release!: () => void;
  const inside = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = on.transaction(async (tx) => {
    entered();
    await released;
    await then?.(tx);
  });
  return { inside, release, done };
}

describe('the worker', () => {
  it('runs what waited behind a transaction in arrival order: a query before the next transaction', async () => {
    const held = holdTransaction(client());
    await held.inside;
    const insert = client().query('INSERT INTO notes (id, body) VALUES (1, $1)', ['queued first']);
    const seen = client().transaction((tx) => tx.query<{ id: number }>('SELECT id FROM notes'));
    held.release();
    await Promise.all([held.done, insert]);
    expect((await seen).rows).toEqual([{ id: 1 }]);
  });

  it('closes after what was asked before, once however often close is called', async () => {
    const other = await startPgliteWorker('memory://');
    await other.client.transaction((tx) => tx.exec(createNotes));
    const held = holdTransaction(other.client, (tx) =>
      tx.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['in the transaction']),
    );
    await held.inside;
    const queued = other.client.query<{ id: number }>('SELECT id FROM notes');
    const closes = [other.close(), other.close()];
    held.release();
    await held.done;
    expect((await queued).rows).toEqual([{ id: 1 }]);
    await Promise.all(closes);
    await expect(other.client.query('SELECT 1')).rejects.toThrow('the PGlite worker stopped');
  });

  it('fails a migration as in-thread: the database error, its fields and class, as the cause', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-migrations-'));
    fs.mkdirSync(path.join(folder, 'meta'));
    const entry = { idx: 0, version: '7', when: 1, tag: '0000_bad', breakpoints: true };
    fs.writeFileSync(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries: [entry] }),
    );
    fs.writeFileSync(path.join(folder, '0000_bad.sql'), 'SELECT nope FROM missing_table;');
    try {
      const err = await rejection(worker.migrate(folder));
      expect(err.cause).toBeInstanceOf(messages.DatabaseError);
      expect(err.cause).toMatchObject({ code: '42P01', message: 'relation "missing_table" does not exist' });
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('keeps what was written in a data directory across a close and a new start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-worker-'));
    try {
      const first = await startPgliteWorker(dir);
      await first.client.transaction((tx) => tx.exec(createNotes));
      await first.client.query('INSERT INTO notes (id, body) VALUES (1, $1)', ['kept']);
      await first.close();
      await expect(first.client.query('SELECT 1')).rejects.toThrow('the PGlite worker stopped');

      const second = await startPgliteWorker(dir);
      expect((await second.client.query('SELECT id, body FROM notes')).rows).toEqual([
        { id: 1, body: 'kept' },
      ]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('that cannot open its database fails to start, with the reason, and is not reported as lost', async () => {
    const file = path.join(os.tmpdir(), `pglite-worker-file-${process.pid}`);
    fs.writeFileSync(file, 'not a directory');
    const lost: Error[] = [];
    try {
      const err = await rejection(startPgliteWorker(file, { onFailure: (e) => lost.push(e) }));
      expect(err.message).toMatch(new RegExp(`^cannot open the embedded database in ${file}: .*errno`));
      expect(lost).toEqual([]);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});
