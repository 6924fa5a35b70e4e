import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cms-simulator',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
