import { defineConfig } from 'vitest/config';

/**
 * Files that need a process of their own: one sets the time zone before anything is imported,
 * the others measure the process's memory, which earlier files in a shared worker would skew.
 */
const isolated = [
  'test/first-paint-dates.test.ts',
  'test/job-list-stalled-readers.test.ts',
  'test/sitemap-at-scale.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    globals: true,
    globalSetup: ['test/helpers/database-templates.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Memory tests collect garbage before they measure, so that what they see is what is held.
    execArgv: ['--expose-gc'],
    projects: [
      {
        extends: true,
        // Every file builds its own app on its own database, so files can share a worker: each
        // one then no longer imports the server and compiles PGlite afresh, which took half the
        // suite's time on 2 cores (21 files: 650 s isolated, 266 s shared, under the same load).
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: isolated, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: isolated } },
    ],
  },
});
