/**
 * Benchmark of the deadline surge (issue 11): 500 companies upload a 5 MB bid file each, all at once, in the last
 * minutes before closeFileupTime, to one real server process on PostgreSQL. Printed, not a test:
 * - lost or corrupted: every upload must be answered with a receipt whose SHA-256 and size are those of the bytes
 *   sent, and every stored file must decrypt (tag verified) to its receipt's hash — target 0;
 * - the server's peak RSS (VmHWM of /proc/<pid>/status) — target ≤ 250 MB;
 * - the p99 upload time, beside the same surge against a bare Fastify route that streams the file part to disk
 *   (bench/support/bare-upload-server.ts, its own process) — target ≤ 1.5× the reference.
 * Run: node --import tsx bench/bid-surge.ts   (a scratch PostgreSQL database beside BENCH_DATABASE_URL, DATABASE_URL
 * or the machine's PostgreSQL, and temporary file directories; all removed at the end). Takes a few minutes;
 * BID_SURGE_COMPANIES=100 runs a smaller surge. Also printed: the CPU seconds each server and this load generator
 * spent, so a slow run can be told apart from a busy machine (the three share its cores).
 *
 * The load comes from this process over real sockets (one per upload, no keep-alive), each file generated chunk by
 * chunk as it is sent, so neither side ever holds a whole file; both servers share the machine's cores with it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { bids, projectBidKeys } from '../apps/server/src/db/schema/index.ts';
import { DAY, HOUR, MINUTE, OffsetClock } from '../apps/server/src/lib/clock.ts';
import { decryptToHash, unwrapProjectKey } from '../apps/server/src/lib/sealed/index.ts';
import { postBidOverHttp } from '../apps/server/src/modules/bids/bid-http-test-kit.ts';
import { tenderWithPassedBidders } from '../apps/server/src/modules/enrolments/enrolment-test-kit.ts';
import { LocalDiskStorage } from '../apps/server/src/plugins/storage-disk.ts';
import { startServerProcess } from '../apps/server/test/server-process.ts';
import { openScratchDatabase } from './support/bulletin-data.ts';

const COMPANIES = Number(process.env.BID_SURGE_COMPANIES ?? 500);
const FILE_BYTES = 5 * 1024 * 1024;
const CHUNK = 64 * 1024;
const RSS_TARGET_MB = 250;
const P99_TARGET = 1.5;
const here = path.dirname(fileURLToPath(import.meta.url));
const MASTER_KEY = 'cd'.repeat(32);

/** A 5 MB PDF-signed file made chunk by chunk from one random block and the upload's number: never whole. */
async function* bidFile(seed: number) {
  const block = randomBytes(CHUNK);
  for (let at = 0; at < FILE_BYTES; at += CHUNK) {
    const chunk = Buffer.from(block.subarray(0, Math.min(CHUNK, FILE_BYTES - at)));
    chunk.writeUInt32BE(seed, 16);
    chunk.writeUInt32BE(at, 20);
    if (at === 0) chunk.write('%PDF-1.7\n', 0, 'latin1');
    yield chunk;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const mb = (kb: number) => Math.round(kb / 1024);

/** Peak and current resident memory of a process, in KB. */
function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return { hwm: field('VmHWM'), rss: field('VmRSS') };
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSecondsOf(pid: number) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

/** All uploads at once against `baseUrl` (served by process `pid`); the time of each, the answers, CPU used. */
async function surge(baseUrl: string, pid: number, tokens: string[], fieldsOf: (i: number) => Record<string, string>) {
  const cpuBefore = { server: cpuSecondsOf(pid), client: process.cpuUsage() };
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const started = performance.now();
  const results = await Promise.all(
    tokens.map((token, i) =>
      postBidOverHttp(baseUrl, token, fieldsOf(i), `投标文件${i}.pdf`, bidFile(i), agent).catch((error: Error) => ({
        status: 0,
        body: null,
        sentSha256: '',
        sentSize: 0,
        ms: Number.NaN,
        error,
      })),
    ),
  );
  const wall = (performance.now() - started) / 1000;
  agent.destroy();
  const client = process.cpuUsage(cpuBefore.client);
  const cpu = { server: cpuSecondsOf(pid) - cpuBefore.server, client: (client.user + client.system) / 1e6 };
  const times = results
    .map((r) => r.ms)
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  return { results, wall, cpu, p50: percentile(times, 0.5), p99: percentile(times, 0.99), max: times.at(-1) ?? 0 };
}

function startBareServer(directory: string): Promise<{ url: string; pid: number; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'support/bare-upload-server.ts'), directory],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/localhost:\d+)/);
      if (match) resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), pid: child.pid!, child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}:\n${output}`)));
  });
}

async function main() {
  const scratch = await openScratchDatabase();
  if (!scratch.url) throw new Error('bid-surge needs PostgreSQL (one server on PostgreSQL)');
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-bench-bids-'));
  const bareDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-bench-bare-'));
  let exitCode = 0;
  try {
    // The real server: it migrates and seeds the scratch database, then the 500 companies are written beside it.
    const env = {
      DATABASE_URL: scratch.url,
      APP_MODE: 'test',
      WEB_DIST: '/nonexistent',
      FILES_DIR: filesDir,
      BID_MASTER_KEY: MASTER_KEY,
      LOG_LEVEL: 'warn',
    };
    const server = await startServerProcess(env);
    const clock = new OffsetClock();
    const now = clock.now().getTime();
    const tender = await tenderWithPassedBidders({ db: scratch.database.db, clock }, COMPANIES, {
      // 投标中, closing in a few minutes: the deadline surge.
      overrides: {
        status: 'bidding',
        enrollTime: new Date(now - 2 * DAY),
        enrollEndTime: new Date(now - HOUR),
        closeFileupTime: new Date(now + 20 * MINUTE),
        openTime: new Date(now + HOUR),
      },
    });
    const tokens = tender.suppliers.map((s) => s.token);
    const fieldsOf = (i: number) => ({ projectId: String(tender.projectId), offer: `${300000 + i}.00` });
    const bare = await startBareServer(bareDir);
    const idle = { server: memoryOf(server.pid).rss, bare: memoryOf(bare.pid).rss };

    console.info(`bid-surge: ${COMPANIES} concurrent uploads of ${FILE_BYTES / 1024 / 1024} MB (${scratch.where})`);
    const reference = await surge(bare.url, bare.pid, tokens, () => ({}));
    const real = await surge(server.url, server.pid, tokens, fieldsOf);
    const peak = { server: memoryOf(server.pid).hwm, bare: memoryOf(bare.pid).hwm };

    // Lost or corrupted: each answer a receipt of exactly the bytes sent; each stored file decrypts to that hash.
    const receipts = new Map<number, string>();
    let lost = 0;
    for (const result of real.results) {
      const receipt = result.body?.code === 0 ? result.body.data : undefined;
      if (!receipt || receipt.sha256 !== result.sentSha256 || receipt.size !== FILE_BYTES) lost++;
      else receipts.set(receipt.bidId, receipt.sha256);
    }
    const config = loadConfig({ APP_MODE: 'test', BID_MASTER_KEY: MASTER_KEY });
    const [keyRow] = await scratch.database.db
      .select()
      .from(projectBidKeys)
      .where(eq(projectBidKeys.projectId, tender.projectId));
    const projectKey = unwrapProjectKey(config.bidMasterKey, keyRow!.wrappedKey);
    const storage = new LocalDiskStorage(filesDir);
    let corrupted = 0;
    const rows = await scratch.database.db.select().from(bids).where(eq(bids.projectId, tender.projectId));
    for (const row of rows) {
      const digest = await decryptToHash(await storage.get(row.storageKey), projectKey).catch(() => null);
      if (!digest || digest.sha256 !== row.sha256 || receipts.get(row.id) !== row.sha256) corrupted++;
    }
    lost += Math.max(0, receipts.size - rows.length);
    await server.stop();
    bare.child.kill('SIGTERM');

    const ratio = real.p99 / reference.p99;
    const table = [
      ['', 'bid upload (sealed)', 'bare route (to disk)'],
      ['wall time, all uploads', `${real.wall.toFixed(1)} s`, `${reference.wall.toFixed(1)} s`],
      ['p50 upload time', `${Math.round(real.p50)} ms`, `${Math.round(reference.p50)} ms`],
      ['p99 upload time', `${Math.round(real.p99)} ms`, `${Math.round(reference.p99)} ms`],
      ['slowest upload', `${Math.round(real.max)} ms`, `${Math.round(reference.max)} ms`],
      ['server CPU during it', `${real.cpu.server.toFixed(1)} s`, `${reference.cpu.server.toFixed(1)} s`],
      ['load generator CPU', `${real.cpu.client.toFixed(1)} s`, `${reference.cpu.client.toFixed(1)} s`],
      [
        'RSS idle → peak (VmHWM)',
        `${mb(idle.server)} → ${mb(peak.server)} MB`,
        `${mb(idle.bare)} → ${mb(peak.bare)} MB`,
      ],
    ];
    for (const [label, a, b] of table) console.info(`  ${label!.padEnd(26)}${a!.padStart(22)}${b!.padStart(24)}`);
    console.info(
      `  receipts ${receipts.size}/${COMPANIES}, bid rows ${rows.length}, lost ${lost}, corrupted ${corrupted}`,
    );
    const verdicts = [
      [`0 lost or corrupted`, lost + corrupted === 0],
      [`peak RSS ${mb(peak.server)} MB ≤ ${RSS_TARGET_MB} MB`, mb(peak.server) <= RSS_TARGET_MB],
      [`p99 ${ratio.toFixed(2)}× the bare route ≤ ${P99_TARGET}×`, ratio <= P99_TARGET],
    ] as const;
    for (const [text, met] of verdicts) console.info(`  ${met ? 'met' : 'MISSED'}: ${text}`);
    if (verdicts.some(([, met]) => !met)) exitCode = 1;
  } finally {
    await scratch.database.close();
    await scratch.drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
  process.exitCode = exitCode;
}

await main();
