/**
 * Core Web Vitals of the supplier's pages on a phone (issue 30): what a supplier on a construction site's mobile
 * network sees. Each page is loaded cold (a new browser context: empty cache, no connection) five times in
 * Debian's Chromium at 390×844, with the issue's "Slow 4G" (150 ms round trip, 1.6 Mbps down, 750 Kbps up) and the
 * CPU slowed 4×; the median of each figure is printed and judged:
 * - LCP ≤ 2.5 s and CLS ≤ 0.1 on 公告栏, a 公告 detail, 我的项目 (signed in) and 注册;
 * - INP ≤ 200 ms on 公告栏: typing a keyword and pressing 搜索;
 * - beside each, the JavaScript the page loaded before its largest content was drawn (gzip level 9 of each file,
 *   as bench/confirm-page-size.ts counts, and the number of files), and its API requests before then (the
 *   公告栏's first page comes in its HTML: it should ask for none);
 * - the manage login's JavaScript (all of it, desktop, unthrottled) ≤ 150 KB gzip; the confirmation page's for
 *   comparison, and its LCP on the same phone as a reference of how fast the (shared) machine is that day.
 * Run: npm run build && node --import tsx bench/phone-vitals.ts   (starts the built server on the embedded database
 * in a temporary data directory with the demo seed, as the browser tests do; removed at the end).
 * PHONE_VITALS_ROUNDS=n changes the number of cold loads per page.
 *
 * The machine is shared: each round's figures are printed, so a noisy round can be told from a slow page.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bulletinApi } from '@swp/core/announcement/bulletin-contract';
import { venderAuthApi } from '@swp/core/auth/contract';
import type { SupplerLoginResult } from '@swp/core/auth/schema';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = path.join(root, 'apps/web/dist');
const SERVER_BUNDLE = path.join(root, 'apps/server/dist/start.cjs');
const ROUNDS = Number(process.env.PHONE_VITALS_ROUNDS ?? 5);

export const TARGETS = { lcpMs: 2_500, cls: 0.1, inpMs: 200, manageLoginJsBytes: 150 * 1024 } as const;
/**
 * The issue's "Slow 4G": 150 ms round trip, 1.6 Mbps down, 750 Kbps up (decimal megabits, as networks count), in the
 * units of Network.emulateNetworkConditions (ms, bytes/s). DevTools' own preset of that name adds 3.75× to the
 * latency and takes 10% off the throughput; the issue's baseline was measured with the plain figures.
 */
const SLOW_4G = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const DEMO_SUPPLIER = { account: 'gongyingshang', password: 'Vender@2026' };

/**
 * Collects LCP, CLS (the largest session window: gaps < 1 s, ≤ 5 s long) and INP (the slowest interaction's
 * event duration) from the page's own PerformanceObservers, as the web-vitals library defines them.
 */
const OBSERVERS = `(() => {
  const v = { lcp: 0, cls: 0, inp: 0, session: 0, first: 0, last: 0 };
  window.__vitals = v;
  new PerformanceObserver((l) => { for (const e of l.getEntries()) v.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      if (e.hadRecentInput) continue;
      if (v.session && e.startTime - v.last < 1000 && e.startTime - v.first < 5000) v.session += e.value;
      else { v.session = e.value; v.first = e.startTime; }
      v.last = e.startTime;
      v.cls = Math.max(v.cls, v.session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) if (e.interactionId) v.inp = Math.max(v.inp, e.duration);
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
})();`;

interface Load {
  lcp: number;
  cls: number;
  inp?: number;
  jsGzip: number;
  jsFiles: number;
  /** Requests to /api/… that finished before the largest content was drawn. */
  apiCalls: number;
}

interface PageCase {
  name: string;
  path: (ctx: { announcementId: string }) => string;
  /** Waits for the page's real content (not a skeleton). */
  ready: string;
  signedIn?: boolean;
  /** The interaction whose INP is judged. */
  interact?: (page: Page) => Promise<void>;
  /** Printed for comparison, not judged: how fast this machine is today. */
  reference?: true;
}

const CASES: PageCase[] = [
  {
    name: '公告栏',
    path: () => '/vender/layout/bulletin',
    ready: '[data-testid="bulletin-list"]',
    // A supplier looking for a tender: taps the search box, types a keyword, taps 搜索 (antd's Input.Search
    // button, whose two characters antd spaces apart, so it is found by its place, not its name).
    interact: async (page) => {
      const search = page.getByTestId('bulletin-search');
      const box = search.locator('input');
      await box.click();
      await box.pressSequentially('水厂', { delay: 120 });
      await search.locator('button.ant-input-search-btn').click();
      await page.waitForURL(/q=/);
      await page.locator('[data-testid="bulletin-list"], .ant-empty').first().waitFor();
    },
  },
  {
    name: '公告详情',
    path: ({ announcementId }) => `/vender/layout/bulletin/${announcementId}`,
    ready: '[data-testid="bulletin-detail"] article',
  },
  // On a phone 我的项目 is a list of cards (a table from md up).
  {
    name: '我的项目',
    path: () => '/vender/layout/project',
    ready: '[data-testid="my-projects-list"] .ant-list-item',
    signedIn: true,
  },
  { name: '注册', path: () => '/vender/layout/register', ready: 'form' },
  // The light confirmation page (React only, one request) on the same phone: the issue measured it at 1.27 s, so
  // its figure today says how much of the others' is the machine (it is shared) rather than the pages.
  {
    name: '确认页',
    path: () => '/specialist-confirm?t=none',
    ready: '[data-testid="confirm-invalid"], [data-testid="confirm-failed"]',
    reference: true,
  },
];

/** Gzip (level 9) of the built files a page fetched: the size the server sends (vite-precompress.ts). */
function gzipOfUrls(urls: string[]): number {
  let total = 0;
  for (const url of urls) {
    const file = path.join(WEB_DIST, new URL(url).pathname);
    if (existsSync(file)) total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/** Signs the demo supplier in through the API (with the XSRF double-submit) and answers the web app's entries. */
async function venderSession(baseURL: string): Promise<Record<string, string>> {
  const first = await fetch(`${baseURL}${bulletinApi.list.path}?page=1&pageSize=1`);
  const cookie = first.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
  const xsrf = decodeURIComponent(cookie?.slice('XSRF-TOKEN='.length).split(';')[0] ?? '');
  const res = await fetch(`${baseURL}${venderAuthApi.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf },
    body: JSON.stringify(DEMO_SUPPLIER),
  });
  const body = (await res.json()) as { code: number; data: SupplerLoginResult };
  if (body.code !== 0) throw new Error(`supplier sign-in failed: ${JSON.stringify(body)}`);
  return { vender_token: body.data.token, vender_user: JSON.stringify(body.data.suppler) };
}

async function firstAnnouncementId(baseURL: string): Promise<string> {
  const res = await fetch(`${baseURL}${bulletinApi.list.path}?page=1&pageSize=1`);
  const body = (await res.json()) as { data: { list: Array<{ id: string }> } };
  const id = body.data.list[0]?.id;
  if (!id) throw new Error('the demo seed has no published announcement');
  return String(id);
}

async function coldLoad(
  browser: Browser,
  baseURL: string,
  c: PageCase,
  ctx: { announcementId: string; storage: Record<string, string> },
): Promise<Load> {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', ...PHONE });
  try {
    if (c.signedIn) {
      await context.addInitScript((entries: Record<string, string>) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, ctx.storage);
    }
    await context.addInitScript(OBSERVERS);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    await throttle(context, page);
    await page.goto(c.path(ctx), { waitUntil: 'load' });
    await page.locator(c.ready).first().waitFor();
    // LCP settles once nothing larger is drawn; a second's quiet after the content is plenty.
    await page.waitForTimeout(1_000);
    const before = await page.evaluate(() => {
      const v = (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals;
      const done = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (e) => e.responseEnd <= v.lcp,
      );
      const scripts = done.filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname)).map((e) => e.name);
      const apiCalls = done.filter((e) => new URL(e.name).pathname.startsWith('/api/')).length;
      return { lcp: v.lcp, scripts, apiCalls };
    });
    let inp: number | undefined;
    if (c.interact) {
      await c.interact(page);
      await page.waitForTimeout(500);
      inp = await page.evaluate(() => (window as unknown as { __vitals: { inp: number } }).__vitals.inp);
    }
    const cls = await page.evaluate(() => (window as unknown as { __vitals: { cls: number } }).__vitals.cls);
    return {
      lcp: before.lcp,
      cls,
      inp,
      jsGzip: gzipOfUrls(before.scripts),
      jsFiles: before.scripts.length,
      apiCalls: before.apiCalls,
    };
  } finally {
    await context.close();
  }
}

/** All the JavaScript a page loads once it is idle (desktop, unthrottled): the manage login's budget. */
async function jsOfPage(browser: Browser, baseURL: string, pagePath: string, ready: string) {
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await page.goto(pagePath, { waitUntil: 'networkidle' });
    await page.locator(ready).first().waitFor();
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname))
        .map((e) => e.name),
    );
    return { gzip: gzipOfUrls(scripts), files: scripts.length };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_MODE: 'test',
      WEB_DIST,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 300_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/localhost:\d+)/);
      if (!match) return;
      clearTimeout(timer);
      resolve({ url: match[1]!.replace('localhost', '127.0.0.1'), child });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

async function main() {
  for (const need of [path.join(WEB_DIST, 'index.html'), SERVER_BUNDLE]) {
    if (!existsSync(need)) throw new Error(`${need} is missing: run \`npm run build\` first`);
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'swp-vitals-'));
  const server = await startServer(dataDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  let ok = true;
  try {
    const ctx = { announcementId: await firstAnnouncementId(server.url), storage: await venderSession(server.url) };
    console.info(
      `phone: 390×844, Slow 4G (150 ms RTT, 1.6 Mbps down, 750 Kbps up), CPU ${CPU_SLOWDOWN}× slower; ` +
        `median of ${ROUNDS} cold loads`,
    );
    console.info(
      `${'page'.padEnd(8)}  ${'LCP'.padStart(7)}  ${'CLS'.padStart(6)}  ${'INP'.padStart(7)}  JS before LCP (gzip, files)  API calls before LCP`,
    );
    for (const c of CASES) {
      const loads: Load[] = [];
      for (let round = 0; round < ROUNDS; round++) loads.push(await coldLoad(browser, server.url, c, ctx));
      const lcp = median(loads.map((l) => l.lcp));
      const cls = median(loads.map((l) => l.cls));
      const inp = c.interact ? median(loads.map((l) => l.inp ?? 0)) : undefined;
      const js = median(loads.map((l) => l.jsGzip));
      const files = median(loads.map((l) => l.jsFiles));
      const apiCalls = median(loads.map((l) => l.apiCalls));
      const met = lcp <= TARGETS.lcpMs && cls <= TARGETS.cls && (inp === undefined || inp <= TARGETS.inpMs);
      if (!c.reference) ok &&= met;
      console.info(
        `${c.name.padEnd(8 - c.name.length)}  ${sec(lcp).padStart(7)}  ${cls.toFixed(3).padStart(6)}  ` +
          `${(inp === undefined ? '—' : `${Math.round(inp)} ms`).padStart(7)}  ${`${kb(js)}, ${files}`.padEnd(27)}  ` +
          `${apiCalls}  ${c.reference ? '(reference, no target)' : met ? 'ok' : 'MISSED'}`,
      );
      console.info(`          rounds LCP ${loads.map((l) => sec(l.lcp)).join(' ')}`);
      console.info(`          rounds CLS ${loads.map((l) => l.cls.toFixed(3)).join(' ')}`);
      if (c.interact)
        console.info(`          rounds INP ${loads.map((l) => `${Math.round(l.inp ?? 0)} ms`).join(' ')}`);
      console.info(`          rounds JS  ${loads.map((l) => `${kb(l.jsGzip)}/${l.jsFiles}`).join(' ')}`);
    }
    const login = await jsOfPage(browser, server.url, '/manage/login', 'form');
    const loginMet = login.gzip <= TARGETS.manageLoginJsBytes;
    ok &&= loginMet;
    console.info(
      `manage login (desktop): ${kb(login.gzip)} JS gzip, ${login.files} files (target ≤ ${kb(TARGETS.manageLoginJsBytes)}) ${loginMet ? 'ok' : 'MISSED'}`,
    );
    const confirm = await jsOfPage(browser, server.url, '/specialist-confirm?t=none', 'body');
    console.info(`confirmation page (for comparison): ${kb(confirm.gzip)} JS gzip, ${confirm.files} files`);
    console.info(
      `targets: LCP ≤ ${sec(TARGETS.lcpMs)}, CLS ≤ ${TARGETS.cls}, INP ≤ ${TARGETS.inpMs} ms — ${ok ? 'all met' : 'MISSED'}`,
    );
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    await rm(dataDir, { recursive: true, force: true });
  }
  if (!ok) process.exitCode = 1;
}

await main();
