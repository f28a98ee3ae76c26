import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
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
    const timer = setTimeout(() => fail(new Error(`server did not start in 90 s:\n${log.join('')}`)), 90_000);
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (/listening on http:\/\//.test(log.join(''))) {
        clearTimeout(timer);
        ok();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => log.push(c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}) before listening:\n${log.join('')}`));
    });
  });
}

/** Starts ONE server for the whole run (built web app + API on a free port, fresh data) and stops it after. */
export default async function setup(project: TestProject) {
  // Point the specs at a server that is already running (its data must be a fresh demo seed).
  if (process.env.E2E_BASE_URL) {
    project.provide('baseURL', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return;
  }
  const webDist = join(root, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  // The server as production runs it: the bundle `npm run build` makes (apps/server/build.mjs), not the sources.
  const serverBundle = join(root, 'apps/server/dist/start.cjs');
  if (!existsSync(serverBundle)) throw new Error('apps/server/dist is missing: run `npm run build` first');
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
  await waitForListening(child, log);
  project.provide('baseURL', `http://127.0.0.1:${port}`);

  return async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((ok) => setTimeout(ok, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    await rm(dataDir, { recursive: true, force: true });
  };
}
