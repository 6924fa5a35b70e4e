import { defineConfig } from '@playwright/test';
import { E2E_PORT, chromePath } from './browser';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI === 'true' ? 1 : 0,
  timeout: 30_000,
  reporter: process.env.CI === 'true' ? 'list' : [['list']],
  use: {
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
      ],
    },
  },
  webServer: {
    command: 'npm start -w apps/server',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(E2E_PORT), PGLITE_DATA_DIR: 'memory://', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  },
});
