/**
 * Benchmark of the public 公告栏 list, against a bare route of the same server returning a constant JSON body,
 * measured in the same run and printed side by side:
 * - as deployed (its short in-memory page cache on): at least half the bare route's throughput (docs/product.md);
 * - with the cache off (BULLETIN_CACHE_MS=0), a keyword on every request, first page — what a visitor's own search
 *   costs, since every keyword, page and filter combination is a cache miss: at least 0.3× the bare route and p99 at
 *   most 50 ms, on PostgreSQL (on PGlite, a single embedded connection, the figures are for information);
 * - with the cache off and no filter, for information;
 * - the bare route's answer after one prepared one-row query, for information: the floor of any answer that asks the
 *   database, on this machine (the load generator, the server and PostgreSQL share its cores);
 * - the time and heap each server's in-memory copy of the list takes (bulletin-index-store.ts), for information.
 * Run: node --import tsx bench/bulletin.ts   (a scratch database beside BENCH_DATABASE_URL, DATABASE_URL or the
 * machine's PostgreSQL, dropped at the end; PGlite in memory when no PostgreSQL answers)
 *
 * 10,000 published announcements (with their projects, bench/support/bulletin-data.ts) are loaded, two apps (cache
 * on, cache off) are started on random ports with the bare route added before ready, and autocannon (50
 * connections, 10 s each, in a worker thread so the load generator does not share the servers' event loop) measures
 * each route, the three main ones alternated and averaged.
 */
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, migrateDatabase } from '../apps/server/src/db/client.ts';
import { bulletinCounts } from '../apps/server/src/db/schema/index.ts';
import { loadEntries } from '../apps/server/src/modules/bulletin/bulletin-index.repo.ts';
import { BulletinIndex } from '../apps/server/src/modules/bulletin/bulletin-index.ts';
import { seedDemoData } from '../apps/server/src/seed/demo.ts';
import { KEYWORDS, loadAnnouncements, openScratchDatabase } from './support/bulletin-data.ts';

const ANNOUNCEMENTS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const ROUNDS = 2;
const DEPLOYED_TARGET = 0.5;
const UNCACHED_TARGET = 0.3;
const UNCACHED_P99_MS = 50;
const LIST_PATH = '/api/bulletin/list?page=1&pageSize=10';
const KEYWORD_PATHS = KEYWORDS.map((k) => `${LIST_PATH}&keyword=${encodeURIComponent(k)}`);
const BARE_PATH = '/api/bench/bare';
const FLOOR_PATH = '/api/bench/one-query';

async function startApp(database: Database, env: Record<string, string>) {
  const config = loadConfig({
    APP_MODE: 'demo',
    BID_MASTER_KEY: 'ab'.repeat(32),
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ...env,
  });
  const app = await buildApp({ config, db: database.db, logger: false });
  const body = { code: 0, msg: '操作成功', data: { ok: true } };
  app.get(BARE_PATH, { config: { access: { public: true } } }, async () => body);
  // The same answer after one round trip to the database (a prepared one-row read): what any uncached answer costs
  // at the least on this machine, whatever its query.
  const oneQuery = database.db.select({ one: sql`1` }).from(bulletinCounts).limit(1).prepare('bench_one_query');
  app.get(FLOOR_PATH, { config: { access: { public: true } } }, async () => {
    await oneQuery.execute();
    return body;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

/** autocannon on one path, or on several in turn (each connection cycles through them). */
async function measure(base: string, paths: string[]): Promise<Measured> {
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      workers: 1,
      requests: paths.map((path) => ({ method: 'GET', path })),
    }) as Promise<autocannon.Result>;
  await run(WARMUP_S);
  const result = await run(DURATION_S);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function average(runs: Measured[]): Measured {
  const mean = (pick: (m: Measured) => number) => runs.reduce((sum, m) => sum + pick(m), 0) / runs.length;
  return { rps: mean((m) => m.rps), p99: Math.round(mean((m) => m.p99)), errors: mean((m) => m.errors) * runs.length };
}

/** Each measured path answers what it should, so a fast error page is never mistaken for a fast list. */
async function checkAnswers(base: string) {
  const read = async (path: string) =>
    (await (await fetch(base + path)).json()) as { code: number; data: { total: number; list: unknown[] } };
  const all = await read(LIST_PATH);
  if (all.code !== 0 || all.data.total < ANNOUNCEMENTS || all.data.list.length !== 10) {
    throw new Error(`unexpected bulletin answer: ${JSON.stringify(all).slice(0, 200)}`);
  }
  const totals: string[] = [];
  for (const [i, path] of KEYWORD_PATHS.entries()) {
    const reply = await read(path);
    if (reply.code !== 0 || reply.data.total === 0) throw new Error(`keyword ${KEYWORDS[i]} found nothing`);
    totals.push(`${KEYWORDS[i]} ${reply.data.total}`);
  }
  return totals.join(', ');
}

/**
 * What each server's in-memory copy of the list (bulletin-index-store.ts) costs: the time to read and index it, paid
 * at the first request and after each change, and the heap it holds (measured between two full collections).
 */
async function measureCopy(database: Database) {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const { version, entries } = await loadEntries(database.db);
  const index = BulletinIndex.build(version, entries);
  const ms = performance.now() - start;
  gc();
  const mb = (process.memoryUsage().heapUsed - heapBefore) / 2 ** 20;
  return `${index.size.toLocaleString('en')} entries, read and indexed in ${ms.toFixed(0)} ms, ~${mb.toFixed(1)} MB of heap`;
}

const { database, drop, where } = await openScratchDatabase();
try {
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const loadStart = performance.now();
  await loadAnnouncements(database, ANNOUNCEMENTS);
  const loadSeconds = ((performance.now() - loadStart) / 1000).toFixed(1);

  const cached = await startApp(database, {});
  const uncached = await startApp(database, { BULLETIN_CACHE_MS: '0' });
  await checkAnswers(cached.base);
  const matches = await checkAnswers(uncached.base);
  const copy = await measureCopy(database);
  console.info(
    `bulletin: ${ANNOUNCEMENTS.toLocaleString('en')} published announcements in ${where}, loaded in ${loadSeconds} s; ` +
      `${CONNECTIONS} connections, ${DURATION_S} s per measurement, the first three alternated ${ROUNDS}× and ` +
      `averaged; keywords in turn (rows matching): ${matches}; each server's in-memory copy of the list: ${copy}`,
  );

  // Alternated rounds, averaged: on a shared machine the load drifts, and it should not favour any route.
  const rounds: { bare: Measured; deployed: Measured; keyword: Measured }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({
      bare: await measure(cached.base, [BARE_PATH]),
      deployed: await measure(cached.base, [LIST_PATH]),
      keyword: await measure(uncached.base, KEYWORD_PATHS),
    });
  }
  const bare = average(rounds.map((r) => r.bare));
  const deployed = average(rounds.map((r) => r.deployed));
  const keyword = average(rounds.map((r) => r.keyword));
  const plain = await measure(uncached.base, [LIST_PATH]);
  const floor = await measure(uncached.base, [FLOOR_PATH]);
  await cached.app.close();
  await uncached.app.close();

  const onPostgres = database.kind === 'postgres';
  const deployedMet = deployed.rps / bare.rps >= DEPLOYED_TARGET;
  const keywordMet = keyword.rps / bare.rps >= UNCACHED_TARGET && keyword.p99 <= UNCACHED_P99_MS;
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  const line = (label: string, m: Measured, note: string) =>
    `  ${label.padEnd(46)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms` +
    `   ${(m.rps / bare.rps).toFixed(2)}× bare   ${note}${m.errors ? `   ${m.errors} errors` : ''}`;
  console.info(line(`GET ${BARE_PATH} (constant JSON)`, bare, ''));
  console.info(
    line(
      'GET /api/bulletin/list (as deployed, cache on)',
      deployed,
      `target ≥ ${DEPLOYED_TARGET}×: ${verdict(deployedMet)}`,
    ),
  );
  console.info(
    line(
      'GET /api/bulletin/list?keyword= (cache off)',
      keyword,
      `target ≥ ${UNCACHED_TARGET}× and p99 ≤ ${UNCACHED_P99_MS} ms` +
        (onPostgres ? `: ${verdict(keywordMet)}` : ' on PostgreSQL: not checked on PGlite'),
    ),
  );
  console.info(line('GET /api/bulletin/list (cache off, no filter)', plain, 'for information'));
  console.info(line(`GET ${FLOOR_PATH} (constant JSON after one query)`, floor, 'for information: the floor'));
  const errors = bare.errors + deployed.errors + keyword.errors + plain.errors + floor.errors;
  if (!deployedMet || (onPostgres && !keywordMet) || errors > 0) process.exitCode = 1;
} finally {
  await database.close();
  await drop();
}
