import { defineConfig } from 'vitest/config';

/**
 * One runner for every unit, component and API test. The server's API tests run twice: once on the embedded
 * PGlite and once on the machine's PostgreSQL (each run makes its own database and drops it).
 */
export default defineConfig({
  test: {
    reporters: ['default', './tools/summary-reporter.ts'],
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      {
        extends: 'apps/server/vitest.config.ts',
        test: { name: 'server:pglite', root: 'apps/server', env: { TEST_DB: 'pglite' } },
      },
      {
        extends: 'apps/server/vitest.config.ts',
        test: { name: 'server:postgres', root: 'apps/server', env: { TEST_DB: 'postgres' } },
      },
      { extends: 'apps/web/vite.config.ts', test: { name: 'web', root: 'apps/web' } },
    ],
  },
});
