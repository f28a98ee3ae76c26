/**
 * Which server test files also run on the embedded PGlite (the `server:pglite` vitest project). Every file runs on
 * PostgreSQL; PGlite runs the files whose behaviour depends on the database itself, by this rule:
 * - the embedded database's own start: the seed a first start writes, `npm start` on an empty data directory, the
 *   driver loaded only when used;
 * - migrations, on rows written before them;
 * - concurrency and atomic limits: races, a crash mid-write, lockouts, rate limits and SMS-code attempts (one
 *   connection serialises what PostgreSQL runs in parallel, and both must hold the limit);
 * - what is left at rest (`*-at-rest.test.ts`): a test that reads every table through the database's catalog, or
 *   proves an upload left no row, line or object behind, proves it of the database the product also ships embedded
 *   (issue 31: 投标人加密's property, nobody holding the database, the files and BID_MASTER_KEY reads a bid);
 * - the 开标大厅 (`hall*.test.ts` of modules/opening): its state is the database's locks and its live events are the
 *   database's own LISTEN/NOTIFY, which PGlite implements in process;
 * Everything else is SQL the two run alike; the browser tests run the whole product on PGlite besides.
 * A new file joins by its name (`*-race.test.ts`, `*-migration.test.ts`) or its folder, never by a list of files.
 */
export const EMBEDDED_DATABASE_TESTS = [
  'src/db/**/*.test.ts',
  'src/seed/**/*.test.ts',
  'src/lib/lazy-modules.test.ts',
  'test/production-start.test.ts',
  '**/*-migration.test.ts',
  '**/*-race.test.ts',
  '**/*-crash.test.ts',
  '**/*-at-rest.test.ts',
  'src/platform/auth/lockout.test.ts',
  'src/platform/sms-code/**/*.test.ts',
  'src/modules/opening/hall*.test.ts',
  'test/rate-limit.test.ts',
];

/** Every server test file: what `server:postgres` runs. */
export const ALL_SERVER_TESTS = ['src/**/*.test.ts', 'test/**/*.test.ts'];
