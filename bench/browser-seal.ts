/**
 * 投标人加密 in the browser (issue 31): Chromium seals a 100 MB bid file with the 投标 page's own sealing step
 * (apps/web/src/features/bids/bidder-seal.ts → core's bid-seal), reading it from File.stream() as a bidder's picked
 * file, and the page's memory is watched while it runs. Prints the time and the page's peak memory.
 * Run: node --import tsx bench/browser-seal.ts [megabytes]   (default 100; Debian's /usr/bin/chromium)
 *
 * The page is served from 127.0.0.1 (a secure context: WebCrypto's subtle needs one) with the sealing step bundled
 * by esbuild. The file is picked through the file input by its path on disk, as a bidder picks one, so Chromium
 * backs the File by the disk and not by the page's heap. Every 20 ms: the JS heap and the ArrayBuffers' backing
 * stores (CDP Runtime.getHeapUsage) and the renderer's RSS (/proc); then once more after a GC, with the sealed
 * file still held, to show what stays (browser-seal.md explains the figures). Figures only, no target.
 */

import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MB = 1024 * 1024;
/** Names this run's Chromium processes (a renderer's command line carries the user data folder). */
const RUN_MARK = `swp-browser-seal-${process.pid}`;
const megabytes = Number(process.argv[2] ?? 100);

/** A bid file of `size` bytes on disk, written in 1 MB blocks of varied bytes (not all zeros). */
async function bidFile(dir: string, size: number): Promise<string> {
  const path = join(dir, '投标文件.zip');
  const file = await open(path, 'w');
  const block = Buffer.alloc(MB);
  for (let i = 0; i < block.length; i++) block[i] = (i * 131 + (i >> 9)) & 0xff;
  for (let at = 0; at < size; at += MB) {
    block.writeUInt32BE(at / MB, 0);
    await file.write(block, 0, Math.min(MB, size - at));
  }
  await file.close();
  return path;
}

async function sealingScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(root, 'apps/web/src/features/bids/bidder-seal.ts')],
    bundle: true,
    format: 'iife',
    globalName: 'BidSeal',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
  });
  return result.outputFiles[0]!.text;
}

/** What the bundle exposes as `window.BidSeal` (bidder-seal.ts's sealBidFile). */
interface SealStep {
  sealBidFile(
    input: { file: File; offer: string; passphrase: string },
    onProgress: (percent: number) => void,
  ): Promise<{ file: File }>;
}

/**
 * The resident memory of the biggest Chromium renderer (the page's process: the bench opens one page) from /proc;
 * 0 where /proc is not there.
 */
function rendererRss(): number {
  let largest = 0;
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.includes('--type=renderer') || cmdline.includes('--top-chrome-webui')) continue;
      if (!cmdline.includes(RUN_MARK)) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) largest = Math.max(largest, Number(rss[1]) * 1024);
    } catch {
      // the process ended while it was read
    }
  }
  return largest;
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>browser seal</title>
<input type="file" id="bid"><script src="/seal.js"></script>`;

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'swp-browser-seal-'));
  const size = Math.round(megabytes * MB);
  const [path, script] = await Promise.all([bidFile(dir, size), sealingScript()]);
  const server = createServer((req, res) => {
    const js = req.url === '/seal.js';
    res.writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html; charset=utf-8' });
    res.end(js ? script : PAGE);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  // A profile folder of its own, named by RUN_MARK: this run's renderers carry it (other Chromiums may be running).
  const context = await chromium.launchPersistentContext(join(dir, RUN_MARK), {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const version = context.browser()?.version() ?? 'version unknown';
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.locator('#bid').setInputFiles(path);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    // The JS heap and, apart, the ArrayBuffers' backing stores (typed arrays live outside the V8 heap proper:
    // a design that held the file in Uint8Arrays would show here, not in usedSize).
    const heap = async () => {
      const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; backingStorageSize?: number };
      return { used: usage.usedSize, buffers: usage.backingStorageSize ?? 0, renderer: rendererRss() };
    };
    const before = await heap();
    const peak = { ...before };
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const now = await heap();
        peak.used = Math.max(peak.used, now.used);
        peak.buffers = Math.max(peak.buffers, now.buffers);
        peak.renderer = Math.max(peak.renderer, now.renderer);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const result = await page.evaluate(async () => {
      const input = document.getElementById('bid') as HTMLInputElement;
      const file = input.files![0]!;
      const seal = (window as unknown as { BidSeal: SealStep }).BidSeal;
      const started = performance.now();
      const sealed = await seal.sealBidFile(
        { file, offer: '12864000.50', passphrase: '清水河泵站-2026-投标!' },
        () => undefined,
      );
      // Held on, so the figures after a GC show what stays of a sealed 100 MB bid while it waits for its upload.
      (window as unknown as { sealed: unknown }).sealed = sealed;
      return { ms: performance.now() - started, fileSize: file.size, sealedSize: sealed.file.size };
    });
    sampling = false;
    await sampler;
    await cdp.send('HeapProfiler.collectGarbage');
    const held = await heap();
    const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;
    console.info(`browser seal: ${mb(result.fileSize)} bid file sealed in Chromium (${version})`);
    console.info(
      `  time            ${(result.ms / 1000).toFixed(2)} s  (${(result.fileSize / MB / (result.ms / 1000)).toFixed(1)} MB/s, PBKDF2 600,000 included)`,
    );
    console.info(
      `  sealed file     ${mb(result.sealedSize)} (${(result.sealedSize - result.fileSize).toLocaleString('en-US')} bytes of header and tags), in Blobs`,
    );
    const total = (h: typeof before) => h.used + h.buffers;
    console.info(`  JS heap before  ${mb(before.used)} + ${mb(before.buffers)} ArrayBuffers = ${mb(total(before))}`);
    console.info(
      `  JS heap peak    ${mb(peak.used)} + ${mb(peak.buffers)} ArrayBuffers (each sampled every 20 ms over CDP Runtime.getHeapUsage)`,
    );
    console.info(
      `  heap growth     ${mb(peak.used + peak.buffers - total(before))} at most, for a ${mb(result.fileSize)} file`,
    );
    console.info(
      `  after a GC      ${mb(held.used)} + ${mb(held.buffers)} ArrayBuffers, the sealed file still held (its bytes are in the blob store)`,
    );
    console.info(
      `  renderer RSS    ${mb(before.renderer)} before, ${mb(peak.renderer)} at the peak (the page's process, /proc)`,
    );
  } finally {
    await context.close();
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
