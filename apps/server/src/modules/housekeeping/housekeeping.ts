import type { FastifyBaseLogger } from 'fastify';

export type PurgeTask = { name: string; run: (now: Date) => Promise<void> };

/**
 * Deletes what can no longer matter (spent one-time credentials, finished OIDC requests, refresh
 * tokens past their expiry) so those tables stay small. Safe with several instances: each task
 * is one idempotent DELETE.
 */
export function startHousekeeping(deps: {
  tasks: readonly PurgeTask[];
  intervalMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  async function runAll(): Promise<void> {
    for (const task of deps.tasks) {
      try {
        await task.run(now());
      } catch (err) {
        deps.log.warn({ err, task: task.name }, 'housekeeping task failed');
      }
    }
  }
  const timer = setInterval(() => void runAll(), deps.intervalMs);
  timer.unref();
  return { runAll, stop: () => clearInterval(timer) };
}
