/**
 * Benchmark of the public 公告栏 list (PRODUCT §5): GET /api/bulletin/list must serve at least half the throughput
 * of a bare route of the same server returning a constant JSON body, measured in the same run.
 * Run: node --import tsx bench/bulletin.ts   (PGlite in memory; with DATABASE_URL, a scratch PostgreSQL database)
 *
 * 10,000 published announcements (with their projects) are loaded, the real app is started on a random port with
 * the bare route added before ready, and autocannon (50 connections, 10 s each, in a worker thread so the load
 * generator does not share the server's event loop) measures: the bare route and the bulletin list as deployed (its
 * short in-memory page cache on), alternated and averaged; then, for information, the list with the cache off
 * (every request runs the SQL).
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts';
import { announcements, departments, projects } from '../apps/server/src/db/schema/index.ts';
import { seedDemoData } from '../apps/server/src/seed/demo.ts';

const ANNOUNCEMENTS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = 10;
const WARMUP_S = 2;
const ROUNDS = 2;
const TARGET_RATIO = 0.5;
const LIST_PATH = '/api/bulletin/list?page=1&pageSize=10';
const BARE_PATH = '/api/bench/bare';

/** A fresh database: PGlite in memory, or a scratch database beside DATABASE_URL's (dropped at the end). */
async function openScratchDatabase(): Promise<{ database: Database; drop(): Promise<void>; where: string }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: async () => undefined, where: 'PGlite (in memory)' };
  }
  const name = `swp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: scratch.toString() });
  // Called after the pool has closed; a backend may take a moment to go, so retry instead of forcing it away.
  const drop = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`drop database if exists ${name}`);
        break;
      } catch (error) {
        if (attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await admin.end();
  };
  return { database, drop, where: `PostgreSQL (scratch database ${name})` };
}

const TYPES = ['tender', 'tender', 'tender', 'correction', 'failure'] as const;
const HTML = `<h2>招标公告</h2>${'<p>本项目已具备招标条件，现对该项目进行公开招标，欢迎符合资格条件的投标人参加。</p>'.repeat(30)}`;

/** 10,000 projects and one published announcement each, published over the last two years. */
async function loadAnnouncements(database: Database) {
  const db = database.db;
  const [dept] = await db.select({ id: departments.id }).from(departments).limit(1);
  const now = Date.now();
  for (let start = 0; start < ANNOUNCEMENTS; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, ANNOUNCEMENTS - start) }, (_, k) => start + k);
    const rows = await db
      .insert(projects)
      .values(
        batch.map((i) => ({
          projectCode: `BENCH-${String(i).padStart(5, '0')}`,
          projectName: `第${i}号供水管网改造工程`,
          needDeptId: dept!.id,
          manageDeptId: dept!.id,
          purchaseWay: (i % 4) + 1,
          purchaseName: '某某市水务集团有限公司',
          categoryCn: '工程',
          budget: '1000000.00',
          status: 'enrolling',
          enrollEndTime: new Date(now + (i % 30) * 86_400_000),
          openTime: new Date(now + ((i % 30) + 3) * 86_400_000),
        })),
      )
      .returning({ id: projects.id });
    await db.insert(announcements).values(
      rows.map((project, k) => {
        const i = batch[k]!;
        const type = TYPES[i % TYPES.length]!;
        return {
          projectId: project.id,
          type,
          title: `第${i}号供水管网改造工程${type === 'tender' ? '招标公告' : type === 'correction' ? '更正公告' : '流标公告'}`,
          html: HTML,
          status: 'published' as const,
          publishedAt: new Date(now - i * 6_000_000),
        };
      }),
    );
  }
}

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
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Measured> {
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, workers: 1 }) as Promise<autocannon.Result>;
  await run(WARMUP_S);
  const result = await run(DURATION_S);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function average(runs: Measured[]): Measured {
  const mean = (pick: (m: Measured) => number) => runs.reduce((sum, m) => sum + pick(m), 0) / runs.length;
  return { rps: mean((m) => m.rps), p99: Math.round(mean((m) => m.p99)), errors: mean((m) => m.errors) * runs.length };
}

async function checkList(base: string) {
  const reply = (await (await fetch(base + LIST_PATH)).json()) as { code: number; data: { total: number; list: [] } };
  if (reply.code !== 0 || reply.data.total < ANNOUNCEMENTS || reply.data.list.length !== 10) {
    throw new Error(`unexpected bulletin answer: ${JSON.stringify(reply).slice(0, 200)}`);
  }
}

const { database, drop, where } = await openScratchDatabase();
try {
  await migrateDatabase(database);
  await seedDemoData(database.db);
  const loadStart = performance.now();
  await loadAnnouncements(database);
  console.info(
    `bulletin: ${ANNOUNCEMENTS.toLocaleString('en')} published announcements in ${where}, ` +
      `loaded in ${((performance.now() - loadStart) / 1000).toFixed(1)} s; ${CONNECTIONS} connections, ` +
      `${DURATION_S} s per measurement, bare and list alternated ${ROUNDS}× and averaged`,
  );

  const cached = await startApp(database, {});
  await checkList(cached.base);
  // Alternated rounds, averaged: on a shared machine the load drifts, and it should not favour either route.
  const rounds: { bare: Measured; list: Measured }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    rounds.push({ bare: await measure(cached.base + BARE_PATH), list: await measure(cached.base + LIST_PATH) });
  }
  const bare = average(rounds.map((r) => r.bare));
  const list = average(rounds.map((r) => r.list));
  await cached.app.close();

  const uncached = await startApp(database, { BULLETIN_CACHE_MS: '0' });
  await checkList(uncached.base);
  const sql = await measure(uncached.base + LIST_PATH);
  await uncached.app.close();

  const line = (label: string, m: Measured) =>
    `  ${label.padEnd(34)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms` +
    (m.errors ? `   ${m.errors} errors` : '');
  console.info(line(`GET ${BARE_PATH} (constant JSON)`, bare));
  console.info(line('GET /api/bulletin/list (as deployed)', list));
  console.info(line('GET /api/bulletin/list (cache off)', sql));
  const ratio = list.rps / bare.rps;
  console.info(
    `  ratio bulletin/bare ${ratio.toFixed(2)} (cache off ${(sql.rps / bare.rps).toFixed(2)}); ` +
      `target ≥ ${TARGET_RATIO}: ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}`,
  );
  // The cache-off line is for information (how much the cache buys); the target is on the route as deployed.
  if (ratio < TARGET_RATIO || bare.errors + list.errors > 0) process.exitCode = 1;
} finally {
  await database.close();
  await drop();
}
