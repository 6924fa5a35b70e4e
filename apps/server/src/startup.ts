import { BRANDS } from '@patron/contracts';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Passwords } from './lib/passwords';
import { demoCredentialsRefusal } from './db/seed/demo-credentials';
import { seed } from './db/seed/index';
import { tenantConfigFor } from './db/seed/tenant-config';
import { createOpsAccess } from './plugins/ops-access';

export class StartupRefusedError extends Error {}

/**
 * Seeds what this environment gets (docs/design.md#running-scaling-operating): the configured tenants always,
 * the demo people only in development and test or with SEED_DEMO=1; then production refuses a database that
 * still holds demo credentials, unless the demo was asked for by name.
 */
export async function prepareDatabase(db: Database, config: Config, passwords: Passwords) {
  const result = await seed(db, {
    tenantConfig: tenantConfigFor(config),
    demo: config.seedDemo,
    kioskTerminalSecret: config.kioskTerminalSecret,
    passwords,
  });
  if (!config.devMode && !config.seedDemoExplicit) {
    const refusal = await demoCredentialsRefusal(db, passwords);
    if (refusal) throw new StartupRefusedError(refusal);
  }
  return result;
}

/** What `npm start` says it runs: the demo with its accounts, or production. */
export function startBanner(config: Config, port: number): string {
  const lines = BRANDS.map((brand) => `  ${brand.padEnd(13)} http://${brand}.localhost:${port}`);
  const docs = createOpsAccess(config).enabled
    ? `  API docs      http://localhost:${port}/docs${config.opsToken ? ' (Bearer OPS_TOKEN)' : ''}`
    : '  API docs      off (set OPS_TOKEN to serve /docs and /metrics)';
  const simulator = config.cms.simulator;
  const cms = simulator
    ? [
        `  casino-system simulator (${simulator.brand}, dev only): ${simulator.baseUrl}`,
        `    faults: PUT ${simulator.baseUrl}/_control/faults (docs/casino-system.md);` +
          ` debug screen: http://${simulator.brand}.localhost:${port}/casino-system`,
      ]
    : [];
  const urls = [...lines, docs, ...cms].join('\n');
  if (!config.seedDemo) return `\nPatron Portal is running (NODE_ENV=${config.nodeEnv}):\n${urls}\n`;
  return [
    '',
    `Patron Portal is running the DEMO (NODE_ENV=${config.nodeEnv}${config.seedDemoExplicit ? ', SEED_DEMO=1' : ''}):`,
    urls,
    '  Demo accounts (every brand): demo / Player#2026 (card 7000000001, PIN 2468), manager / Manager#2026',
    '  This is not production: to run production, set NODE_ENV=production with DATABASE_URL and the',
    '  secrets listed in README.md ("Running in production").',
    '',
  ].join('\n');
}
