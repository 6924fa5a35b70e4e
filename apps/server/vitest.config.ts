import { defineConfig } from 'vitest/config';

// Each test file gets its own database (PGlite in memory, or a fresh PostgreSQL database when
// DATABASE_URL is set), so files may run in parallel.
export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/concurrency-notice.global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
