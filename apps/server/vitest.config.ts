import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // No `include` here: each project of the root config names its files (test/embedded-database-tests.ts), and a
    // list here would be concatenated with theirs, not replaced.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // The test files of a worker share its modules instead of importing the whole app anew each: every file builds
    // its own app on its own copy of the database, and the server's modules keep nothing but per-database WeakMaps,
    // loaded files (fonts, the OCDS schema) and the test kits' name sequences. Importing anew was 40% of these
    // tests' time (PGlite: 385 s → 211 s on 2 workers). A module mock would not reliably apply to a module an
    // earlier file imported: use none.
    isolate: false,
  },
});
