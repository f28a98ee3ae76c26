/**
 * Benchmark of 统计分析: GET /api/statistics/overview for a one-year range — the whole page's data —
 * against a bare route of the same server returning a constant JSON body, measured the same way in the same run:
 * 20 sequential requests after a warm-up, p50/p95 printed side by side. Target: p95 ≤ 300 ms
 * - on PostgreSQL with 100,000 projects (a scratch database beside BENCH_DATABASE_URL, DATABASE_URL or the
 *   machine's PostgreSQL, dropped at the end; skipped when none answers);
 * - on PGlite in memory with 10,000 projects (always).
 * Run: node --import tsx bench/statistics.ts
 *
 * The data (bench/support/statistics-data.ts) spans two years, so the measured year holds about half of it.
 * Sequential on purpose: the figure is one analyst's page load, not throughput.
 */
import type { AddressInfo } from 'node:net';
import { statisticsApi } from '@swp/core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/seed/demo.ts';
import { openScratchDatabase } from './support/bulletin-data.ts';
import { analystToken, loadStatistics } from './support/statistics-data.ts';

const WARMUP = 3;
const RUNS = 20;
const P95_TARGET_MS = 300;
const BARE_PATH = '/api/bench/bare';

/** The last year of Beijing days, ending today. */
function lastYear() {
  const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
  const now = new Date();
  return { from: day(new Date(now.getTime() - 364 * 86_400_000)), to: day(now) };
}

async function startApp(database: Database) {
  const config = loadConfig({
    APP_MODE: 'demo',
    BID_MASTER_KEY: 'ab'.repeat(32),
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, db: database.db, logger: false });
  const body = { code: 0, msg: '操作成功', data: { ok: true } };
  app.get(BARE_PATH, { config: { access: { public: true } } }, async () => body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

/** Nearest-rank percentile of sorted milliseconds. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** WARMUP then RUNS sequential requests; every answer must be code 0, so a fast error is never a fast page. */
async function measure(url: string, token?: string) {
  const once = async () => {
    const start = performance.now();
    const reply = await fetch(url, { headers: token ? { token } : {} });
    const body = (await reply.json()) as { code: number; msg: string; data: unknown };
    const ms = performance.now() - start;
    if (body.code !== 0) throw new Error(`${url}: ${body.code} ${body.msg}`);
    return { ms, data: body.data };
  };
  for (let i = 0; i < WARMUP; i++) await once();
  const times: number[] = [];
  let data: unknown;
  for (let i = 0; i < RUNS; i++) ({ ms: times[i], data } = await once().then((r) => ({ ms: r.ms, data: r.data })));
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), data };
}

/** Loads n projects into the database, measures both routes, prints them; true when the target is met. */
async function bench(database: Database, where: string, n: number) {
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const loadStart = performance.now();
  await loadStatistics(database, n);
  const loadSeconds = ((performance.now() - loadStart) / 1000).toFixed(1);
  const token = await analystToken(database);
  const { app, base } = await startApp(database);
  try {
    const range = lastYear();
    const overview = `${base}${statisticsApi.overview.path}?from=${range.from}&to=${range.to}`;
    const bare = await measure(base + BARE_PATH);
    const stats = await measure(overview, token);
    const summary = (stats.data as { summary: { projects: number; awarded: number; failed: number } }).summary;
    if (summary.projects < n / 3) throw new Error(`the year counts only ${summary.projects} projects`);
    const met = stats.p95 <= P95_TARGET_MS;
    const ms = (v: number) => `${v.toFixed(1).padStart(7)} ms`;
    console.info(
      `statistics: ${n.toLocaleString('en')} projects in ${where}, loaded in ${loadSeconds} s; range ` +
        `${range.from}…${range.to} (${summary.projects} created, ${summary.awarded} awarded, ${summary.failed} ` +
        `failed); ${RUNS} sequential runs after ${WARMUP} warm-up`,
    );
    console.info(`  ${`GET ${BARE_PATH} (constant JSON)`.padEnd(40)} p50 ${ms(bare.p50)}   p95 ${ms(bare.p95)}`);
    console.info(
      `  ${'GET /api/statistics/overview (one year)'.padEnd(40)} p50 ${ms(stats.p50)}   p95 ${ms(stats.p95)}` +
        `   target p95 ≤ ${P95_TARGET_MS} ms: ${met ? 'met' : 'MISSED'}`,
    );
    return met;
  } finally {
    await app.close();
  }
}

let failed = false;
const scratch = await openScratchDatabase();
try {
  if (scratch.database.kind === 'postgres') {
    failed = !(await bench(scratch.database, scratch.where, 100_000)) || failed;
  } else {
    console.info('statistics: no PostgreSQL answered; the 100,000-project PostgreSQL run is skipped');
  }
} finally {
  await scratch.database.close();
  await scratch.drop();
}
const pglite = await openDatabase({ kind: 'pglite' });
try {
  failed = !(await bench(pglite, 'PGlite (in memory)', 10_000)) || failed;
} finally {
  await pglite.close();
}
if (failed) process.exitCode = 1;
