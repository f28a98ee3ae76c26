import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './workers.ts';

/**
 * End-to-end specs: real servers (embedded PGlite in a temp DATA_DIR, APP_MODE=test) serving the built web app,
 * driven by Debian's Chromium through playwright-core. Two spec files run at a time, each on its worker's own
 * server (global-setup.ts), so what one spec does to its server (the test clock, a demo password) never reaches
 * the other; a spec's tests run in order.
 */
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    // axe on every screen the specs show; a serious or critical WCAG 2.1 AA violation fails the test (issue 30).
    setupFiles: ['./fixtures/a11y-setup.ts'],
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // expect.poll gives up after 1 s by default: an upload or a server round trip in a loaded CI container can take
    // longer (a licence upload's poll failed so in CI). A state that never comes still fails, after 15 s.
    expect: { poll: { timeout: 15_000 } },
    // One retry in CI only: a browser on a loaded 2-core container sometimes loses a race that a person never
    // would (a click landing while a drawer still moves), and one such miss failed a whole run. The summary
    // reporter names every test that passed only on its retry, so a flaky test is still seen and fixed.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default', '../tools/summary-reporter.ts'],
  },
});
