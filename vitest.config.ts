import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { ALL_SERVER_TESTS, EMBEDDED_DATABASE_TESTS } from './apps/server/test/embedded-database-tests.ts';
import { WEB_MODULE_MOCKING_TESTS } from './apps/web/src/test/module-mocking-tests.ts';

/**
 * One runner for every unit, component and API test. The server's API tests run on the machine's PostgreSQL, and
 * those whose behaviour depends on the database itself also on the embedded PGlite, by the rule in
 * apps/server/test/embedded-database-tests.ts (each run makes its own database and drops it).
 */
export default defineConfig({
  test: {
    reporters: ['default', './tools/summary-reporter.ts'],
    // One worker per core, not vitest's cores − 1 (a single worker on the 2-core CI machine): the server's tests
    // spend much of their time waiting on PostgreSQL, and the whole run took 18 minutes on one worker, 12 on two.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'] } },
      { test: { name: 'tools', root: 'tools', include: ['*.test.ts'] } },
      {
        extends: 'apps/server/vitest.config.ts',
        test: {
          name: 'server:pglite',
          root: 'apps/server',
          env: { TEST_DB: 'pglite' },
          include: EMBEDDED_DATABASE_TESTS,
        },
      },
      {
        extends: 'apps/server/vitest.config.ts',
        test: { name: 'server:postgres', root: 'apps/server', env: { TEST_DB: 'postgres' }, include: ALL_SERVER_TESTS },
      },
      {
        extends: 'apps/web/vite.config.ts',
        // The component tests retry once in CI: jsdom and antd on a loaded 2-core container sometimes lose a race
        // with an effect that a browser never loses. The server's tests never retry: their parallel-request tests
        // prove limits hold, and a retry would hide a limit that fails one time in ten. The summary reporter names
        // every test that passed only on its retry.
        // Most component test files share one module graph per worker (`isolate: false`): loading antd, React and
        // the app's modules once instead of once per file cuts the project's CPU time by about 40%. The setup file
        // resets what a file could leave behind (the DOM, storage, the session stores). Files that replace a module
        // with vi.mock need a fresh graph, which a shared one cannot give: they run isolated.
        test: {
          name: 'web',
          root: 'apps/web',
          retry: process.env.CI ? 1 : 0,
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: WEB_MODULE_MOCKING_TESTS,
          setupFiles: ['./src/test/setup.ts', './src/test/reset-between-files.ts'],
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web:isolated',
          root: 'apps/web',
          retry: process.env.CI ? 1 : 0,
          include: WEB_MODULE_MOCKING_TESTS,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
});
