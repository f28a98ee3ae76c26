import { defineConfig } from 'vitest/config';

/**
 * End-to-end specs: one real server (embedded PGlite in a temp DATA_DIR, APP_MODE=test) serving the built web
 * app, driven by Debian's Chromium through playwright-core. Specs run one file at a time.
 */
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // expect.poll gives up after 1 s by default: an upload or a server round trip in a loaded CI container can take
    // longer (a licence upload's poll failed so in CI). A state that never comes still fails, after 15 s.
    expect: { poll: { timeout: 15_000 } },
    reporters: ['default', '../tools/summary-reporter.ts'],
  },
});
