import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Memory tests collect garbage before they measure, so that what they see is what is held.
    execArgv: ['--expose-gc'],
  },
});
