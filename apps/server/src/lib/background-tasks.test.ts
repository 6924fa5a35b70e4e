import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from './background-tasks';

describe('background tasks', () => {
  it('starts work after the caller returns, and settles once it and the work it started are done', async () => {
    const tasks = createBackgroundTasks({ error: vi.fn() });
    const done: string[] = [];
    tasks.run('outer', async () => {
      await Promise.resolve();
      tasks.run('inner', async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push('inner');
      });
      done.push('outer');
    });
    expect(done).toEqual([]);
    await tasks.settled();
    expect(done).toEqual(['outer', 'inner']);
  });

  it('logs a failure instead of throwing it', async () => {
    const error = vi.fn();
    const tasks = createBackgroundTasks({ error });
    const failure = new Error('outbox down');
    tasks.run('reset link', () => Promise.reject(failure));
    await expect(tasks.settled()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith({ err: failure }, 'reset link failed');
  });
});
