/**
 * Benchmark of the 开标大厅's live updates: 300 bidders' pages connected to one opening, half to each of two server
 * processes on one PostgreSQL database; the hall started (its decryption window open, written as the start leaves
 * it), a run of status changes (签到 in the window, each through one process or the other: from the start every page
 * sees every bidder's status, while before it a page is sent only its own changes), and for every change the time
 * until every connected page received its new state (server-sent events; the change
 * crosses processes by LISTEN/NOTIFY). Printed, not a test:
 * - p50, p99 and the slowest of (change → page received) over every page and change — target p99 ≤ 1 s;
 * - each server's resident memory with the pages connected (VmRSS, and VmHWM, its peak).
 * The servers run from source under tsx (as the tests run them); a built server uses less memory.
 * Run: node --import tsx bench/opening-hall.ts   (a scratch PostgreSQL database, removed at the end);
 * HALL_PAGES=100 and HALL_CHANGES=10 run a smaller one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { openingHallApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { bids, openingHallBids, openingHalls, staffUsers } from '../apps/server/src/db/schema/index.ts';
import { HOUR, OffsetClock } from '../apps/server/src/lib/clock.ts';
import { bidderCompany, enrolDirectly, tenderProject } from '../apps/server/test/kits/enrolments.ts';
import { type HallListener, listenToHall } from '../apps/server/test/kits/hall-events.ts';
import { startServerProcess } from '../apps/server/test/server-process.ts';
import { openScratchDatabase } from './support/bulletin-data.ts';

const PAGES = Number(process.env.HALL_PAGES ?? 300);
const CHANGES = Number(process.env.HALL_CHANGES ?? 20);
const P99_TARGET_MS = 1000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return `RSS ${Math.round(field('VmRSS') / 1024)} MB (peak ${Math.round(field('VmHWM') / 1024)} MB)`;
}

const scratch = await openScratchDatabase();
if (!scratch.url) {
  console.info('opening-hall: needs PostgreSQL (two processes on one database); skipped');
  process.exit(0);
}
const env = { DATABASE_URL: scratch.url, APP_MODE: 'test', WEB_DIST: '/nonexistent', AUTH_RATE_LIMIT: '1000000' };
// The first start migrates and seeds; the second joins the database as it is.
const a = await startServerProcess(env);
const b = await startServerProcess(env);
const servers = [a, b];
const pages: HallListener[] = [];
try {
  const t = { db: scratch.database.db, clock: new OffsetClock() };
  const now = t.clock.now().getTime();
  const project = await tenderProject(t, {
    overrides: {
      enrollTime: new Date(now - 72 * HOUR),
      enrollEndTime: new Date(now - 48 * HOUR),
      closeFileupTime: new Date(now - 2 * HOUR),
      openTime: new Date(now - HOUR),
    },
  });
  const companies = [];
  for (let i = 0; i < PAGES; i++) {
    const company = await bidderCompany(t);
    const enrolmentId = await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id });
    await t.db.insert(bids).values({
      enrolmentId,
      projectId: project.id,
      supplierId: company.id,
      storageKey: randomBytes(16).toString('hex'),
      sealedOffer: 'v1:not-opened-in-this-benchmark',
      receivedAt: new Date(now - 3 * HOUR),
    });
    companies.push(company);
  }
  // The hall started by staff an instant ago, its 30-minute window open, every bid waiting for its bidder.
  const [staff] = await t.db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).limit(1);
  await t.db.insert(openingHalls).values({
    projectId: project.id,
    startedAt: new Date(now),
    startedBy: staff!.id,
    startedByName: staff!.name,
    decryptUntil: new Date(now + HOUR / 2),
  });
  const rows = await t.db.select({ id: bids.id }).from(bids).where(eq(bids.projectId, project.id));
  await t.db
    .insert(openingHallBids)
    .values(rows.map((r) => ({ bidId: r.id, projectId: project.id, bidderSealed: true })));
  for (const [i, company] of companies.entries()) {
    const page = await listenToHall(servers[i % 2]!.url, project.id, company.token);
    await page.next(10_000);
    pages.push(page);
  }
  console.info(`${PAGES} pages connected (${PAGES / 2} to each process); ${memoryOf(a.pid)} | ${memoryOf(b.pid)}`);

  const latencies: number[] = [];
  for (let k = 0; k < CHANGES; k++) {
    const company = companies[k]!;
    const via = servers[k % 2]!;
    const received = pages.map((page) => page.next(10_000).then(() => Date.now()));
    const sent = Date.now();
    const reply = await fetch(`${via.url}${openingHallApi.signIn.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=b',
        'x-xsrf-token': 'b',
        token: company.token,
      },
      body: JSON.stringify({ projectId: project.id }),
    });
    if (((await reply.json()) as { code: number }).code !== 0) throw new Error('签到 refused');
    for (const at of await Promise.all(received)) latencies.push(at - sent);
  }
  latencies.sort((x, y) => x - y);
  const p99 = percentile(latencies, 0.99);
  console.info(
    `${CHANGES} changes × ${PAGES} pages: p50 ${percentile(latencies, 0.5)} ms, p99 ${p99} ms, slowest ${latencies.at(-1)} ms (target p99 ≤ ${P99_TARGET_MS} ms)`,
  );
  console.info(`after: process a ${memoryOf(a.pid)} | process b ${memoryOf(b.pid)}`);
  if (p99 > P99_TARGET_MS) process.exitCode = 1;
} finally {
  for (const page of pages) page.close();
  await Promise.all(servers.map((s) => s.stop()));
  await scratch.database.close();
  await scratch.drop();
}
