import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit';

function deferred() {
  let resolve!: () => void;
  let reject!: (err: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('concurrencyLimit', () => {
  it('runs at most `max` tasks at once and starts the waiting ones in arrival order', async () => {
    const limit = concurrencyLimit(2);
    const gates = Array.from({ length: 5 }, deferred);
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      limit(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    gates.forEach((gate) => gate.resolve());
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3, 4]);
  });

  it('frees the slot of a task that fails, and passes its error on', async () => {
    const limit = concurrencyLimit(1);
    const failing = limit(() => Promise.reject(new Error('boom')));
    const next = limit(async () => 'ran');
    await expect(failing).rejects.toThrow('boom');
    expect(await next).toBe('ran');
  });

  it('takes a new task at once after all have finished', async () => {
    const limit = concurrencyLimit(1);
    await limit(async () => undefined);
    await limit(async () => undefined);
    let ran = false;
    const third = limit(async () => {
      ran = true;
    });
    expect(ran).toBe(true);
    await third;
  });

  it('refuses a limit below one', () => {
    expect(() => concurrencyLimit(0)).toThrow(RangeError);
  });
});
