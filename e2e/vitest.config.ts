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
    reporters: ['default', '../tools/summary-reporter.ts'],
  },
});
