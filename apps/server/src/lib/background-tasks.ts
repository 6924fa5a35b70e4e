import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for (docs/design.md#account-calls: a link request
 * replies before it looks the account up). A failure is logged, never thrown at anyone;
 * `settled` waits for everything started so far, and for what that work starts in turn, so a
 * close (and a test) sees it finished.
 */
export function createBackgroundTasks(log: Pick<FastifyBaseLogger, 'error'>) {
  const pending = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>): void {
      const task = Promise.resolve()
        .then(work)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },

    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
