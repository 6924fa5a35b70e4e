import { hash } from '@node-rs/argon2';
import { afterEach, describe, expect, it } from 'vitest';
import { argon2WorkerSource, createArgon2Workers, type Argon2Workers } from './argon2-workers';

// Cheap parameters: these tests are about the scheduling, not argon2id's cost.
const FAST = { memoryCost: 256, timeCost: 1, parallelism: 1 };
// A verification that takes a while (tens of milliseconds), so that jobs are still running when looked at.
const SLOW = { memoryCost: 32_768, timeCost: 3, parallelism: 1 };

let workers: Argon2Workers | undefined;
afterEach(async () => {
  await workers?.close();
  workers = undefined;
});

describe('createArgon2Workers', () => {
  it('hashes on a worker, and verifies the right secret and refuses a wrong one', async () => {
    workers = createArgon2Workers({ threads: 2 });
    const hashed = await workers.hash('Player#2026', FAST);
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    await expect(workers.verify(hashed, 'Player#2026')).resolves.toBe(true);
    await expect(workers.verify(hashed, 'Player#2027')).resolves.toBe(false);
  });

  it('rejects a job the worker cannot do, and goes on with the next', async () => {
    workers = createArgon2Workers({ threads: 1 });
    await expect(workers.verify('not a hash', 'x')).rejects.toThrow();
    const hashed = await hash('pin', FAST);
    await expect(workers.verify(hashed, 'pin')).resolves.toBe(true);
  });

  it('gives each worker its job and the next, the others waiting here', async () => {
    const hashed = await hash('s', SLOW);
    workers = createArgon2Workers({ threads: 2 });
    const order: number[] = [];
    const jobs = [0, 1, 2, 3, 4, 5].map((i) => workers!.verify(hashed, 's').then(() => order.push(i)));
    // A worker runs one job at a time: two given to each is one running and one queued behind it.
    expect(workers.load()).toEqual({ given: [2, 2], waiting: 2 });
    await Promise.all(jobs);
    expect(workers.load()).toEqual({ given: [0, 0], waiting: 0 });
    // Each worker ends its jobs in the order given: 0 and 2 to the first, 1 and 3 to the second.
    expect(order.indexOf(0)).toBeLessThan(order.indexOf(2));
    expect(order.indexOf(1)).toBeLessThan(order.indexOf(3));
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('starts a second worker only when the first is busy', async () => {
    const hashed = await hash('s', FAST);
    workers = createArgon2Workers({ threads: 2 });
    await workers.verify(hashed, 's');
    await workers.verify(hashed, 's');
    expect(workers.load().given).toEqual([0, 0]);
    const one = workers.verify(hashed, 's');
    expect(workers.load().given).toEqual([1, 0]);
    const two = workers.verify(hashed, 's');
    expect(workers.load().given).toEqual([1, 1]);
    await Promise.all([one, two]);
  });

  it('fails what is running and waiting when closed, and whatever comes after', async () => {
    const hashed = await hash('s', SLOW);
    const closing = createArgon2Workers({ threads: 1 });
    const jobs = [0, 1, 2, 3].map(() =>
      closing.verify(hashed, 's').then(String, (err: Error) => err.message),
    );
    await closing.close();
    expect(await Promise.all(jobs)).toEqual(Array(4).fill('the argon2 workers were closed'));
    await expect(closing.verify(hashed, 's')).rejects.toThrow('the argon2 workers were closed');
    expect(closing.load()).toEqual({ given: [0], waiting: 0 });
  });

  it('fails the jobs of a worker that is lost, and gives what waits to a new one', async () => {
    // A worker that dies on the secret "exit", as a crash of the native module would.
    const dying = (argon2Path: string) =>
      `require('node:worker_threads').parentPort.on('message', (m) => { if (m.secret === 'exit') process.exit(3); });\n` +
      argon2WorkerSource(argon2Path);
    workers = createArgon2Workers({ threads: 1, source: dying });
    const hashed = await hash('s', FAST);
    const given = [
      workers.verify(hashed, 'exit'),
      workers.verify(hashed, 's'),
      workers.verify(hashed, 's'),
      workers.verify(hashed, 'x'),
    ].map((job) => job.then(String, (err: Error) => `${err.name}: ${err.message}`));
    const answers = await Promise.all(given);
    // The first two were on the worker when it died; the two waiting went to its replacement.
    expect(answers.slice(0, 2)).toEqual(
      Array(2).fill(expect.stringMatching(/^Argon2Unavailable: an argon2 worker was lost: .*exit code 3/)),
    );
    expect(answers.slice(2)).toEqual(['true', 'false']);
    expect(workers.load()).toEqual({ given: [0], waiting: 0 });
  });

  it('refuses a thread count below one', () => {
    expect(() => createArgon2Workers({ threads: 0 })).toThrow(RangeError);
  });
});
