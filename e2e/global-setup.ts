import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { E2E_WORKERS } from './workers.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: the spec running in worker n (VITEST_POOL_ID) uses baseURLs[n − 1]. */
    baseURLs: string[];
  }
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

function waitForListening(child: ChildProcess, log: string[]): Promise<void> {
  return new Promise((ok, fail) => {
    // Generous: two servers migrate and seed at once, and a loaded machine makes that slow.
    const timer = setTimeout(() => fail(new Error(`server did not start in 300 s:\n${log.join('')}`)), 300_000);
    // Once listening, the server's output is drained and dropped: nothing reads it after the start, and keeping it
    // (joined again on every chunk) made the test process's work grow with the square of a run's request log.
    let listening = false;
    const onData = (chunk: Buffer) => {
      if (listening) return;
      log.push(chunk.toString());
      if (/listening on http:\/\//.test(log.join(''))) {
        listening = true;
        log.length = 0;
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => {
      if (!listening) log.push(c.toString());
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}) before listening:\n${log.join('')}`));
    });
  });
}

interface Server {
  url: string;
  stop(): Promise<void>;
}

/** One server as production runs it (built web app + API on a free port, fresh data in a temp DATA_DIR). */
async function startServer(webDist: string, serverBundle: string): Promise<Server> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'swp-e2e-'));
  const log: string[] = [];
  const child = spawn(process.execPath, [serverBundle], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_MODE: 'test',
      WEB_DIST: webDist,
      // Every spec signs in many times from one IP: lift the per-IP sign-in/captcha limit for the run.
      AUTH_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((ok) => setTimeout(ok, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  await waitForListening(child, log).catch(async (error) => {
    await stop();
    throw error;
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}

/**
 * Starts one server per worker for the whole run and stops them after. Two specs run at a time, each on a server
 * of its own (the worker's), so no spec shares a server with another running at the same moment: the test clock a
 * spec moves, the demo passwords it changes and the rows it counts are its alone, as when the specs ran one by one.
 */
export default async function setup(project: TestProject) {
  // Point the specs at a server that is already running (its data must be a fresh demo seed; one spec at a time).
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURLs', [process.env.E2E_BASE_URL.replace(/\/$/, '')]);
    return;
  }
  const webDist = join(root, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  // The server as production runs it: the bundle `npm run build` makes (apps/server/build.mjs), not the sources.
  const serverBundle = join(root, 'apps/server/dist/start.cjs');
  if (!existsSync(serverBundle)) throw new Error('apps/server/dist is missing: run `npm run build` first');
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, () => startServer(webDist, serverBundle)),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await Promise.all(servers.map((s) => s.stop()));
    throw failed.reason;
  }
  project.provide(
    'baseURLs',
    servers.map((s) => s.url),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
  };
}
