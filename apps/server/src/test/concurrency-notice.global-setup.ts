import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config';

/**
 * Test files whose races only PostgreSQL can lose (docs/architecture.md#tests-and-ci): PGlite runs
 * one transaction at a time, so there a missing row lock and a present one give the same answers.
 */
export const CONCURRENCY_FILE = /-(concurrency|race|lock-order)\.test\.ts$/;

export const PGLITE_ONLY_NOTICE =
  'Concurrency tests ran on PGlite only, where row locks cannot be told apart; run them on PostgreSQL ' +
  'with DATABASE_URL=postgres://… npm run test:server.';

/** After the server project's run: says once when its concurrency tests never met PostgreSQL. */
export default function setup(project: TestProject) {
  return () => {
    if (loadConfig().databaseUrl) return;
    const ran = project.vitest.state
      .getTestModules()
      .some((m) => m.project.name === project.name && CONCURRENCY_FILE.test(m.moduleId));
    if (ran) console.warn(`\n${PGLITE_ONLY_NOTICE}\n`);
  };
}
