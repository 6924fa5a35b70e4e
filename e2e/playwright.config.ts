import { defineConfig } from '@playwright/test';
import { CMS_SIMULATOR_PORT, E2E_PORT, NEXT_BUILD_DIR, chromePath } from './browser';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  // Every wait is on a state (URL, role, response); these are only ceilings, sized so that a
  // journey still passes on a 2-core machine busy with another build. A passing run never hits them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI === 'true' ? 'list' : [['list']],
  use: {
    actionTimeout: 20_000,
    navigationTimeout: 45_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A demo tenant has an analytics key: Google's tag hosts never resolve in tests.
        '--host-resolver-rules=MAP *.googletagmanager.com ~NOTFOUND, MAP *.google-analytics.com ~NOTFOUND, MAP *.analytics.google.com ~NOTFOUND',
      ],
    },
  },
  webServer: {
    command: 'npm start -w apps/server',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      PGLITE_DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // little-creek runs on the dev CMS simulator; casino-system.spec.ts tells it to fail.
      DEV_CMS_PORT: String(CMS_SIMULATOR_PORT),
      // update.spec.ts builds "the next release" here and shows it to its own browser only.
      WEB_DIST_NEXT_DIR: NEXT_BUILD_DIR,
    },
  },
});
