import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import { OffsetClock } from '../src/lib/clock.ts';
import { ApiClient } from './client.ts';
import { POSTGRES_ADMIN_URL, postgresUrl } from './postgres.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  clock: OffsetClock;
  database: Database;
  close(): Promise<void>;
}

/** A copy of the seeded database for one test file: PGlite from the dump, or a PostgreSQL database from the template. */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void>; url?: string }> {
  const template = inject('pgTemplate');
  if (!template) {
    const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
    const database = await openDatabase({ kind: 'pglite', loadDataDir: dump });
    return { database, drop: async () => undefined };
  }
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const url = postgresUrl(name);
  const database = await openDatabase({ kind: 'postgres', url });
  const drop = async () => {
    const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { database, drop, url };
}

export const testConfig = (overrides: Record<string, string> = {}) =>
  loadConfig({
    APP_MODE: 'test',
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '100000',
    SUPPLIER_UPLOADS_PER_HOUR: '100000',
    ...overrides,
  });

/**
 * The real app on a real database. `extend` may register extra routes before the app is ready (used to probe the
 * access rules with a permission-guarded route).
 */
export interface TestAppOptions {
  env?: Record<string, string>;
  extend?: (app: FastifyInstance) => void;
  /** Every log line the app writes, at every level, is pushed here (a test that no secret reaches the log). */
  logTo?: string[];
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const clock = new OffsetClock();
  const { logTo } = options;
  const logger = logTo ? { stream: { write: (line: string) => void logTo.push(line) } } : false;
  const env = logTo ? { LOG_LEVEL: 'trace', ...options.env } : options.env;
  const app = await buildApp({ config: testConfig(env), db: database.db, clock, logger });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    clock,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Stands for a value that exists only later: every property read is forwarded to `get()` at the time of reading. */
function late<T extends object>(get: () => T): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const target = get();
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The frame every API test file shares: the app is built before the file's tests and closed after them. Call it at
 * the top of the file, before the file's own hooks: `beforeAll` hooks run in order, so they already see the app, and
 * `afterAll` hooks in reverse, so the app is closed last. `t` and `api` (a browser-like client) stand for the app
 * built later: use them inside hooks and tests, not at the file's top level. Options that need work first (a
 * directory to serve) may be given as a function, called when the app is built.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): { t: TestApp; api: ApiClient } {
  let built: { t: TestApp; api: ApiClient } | undefined;
  beforeAll(async () => {
    const t = await buildTestApp(typeof options === 'function' ? options() : options);
    built = { t, api: new ApiClient(t.app) };
  });
  afterAll(() => built?.t.close());
  const current = () => {
    if (!built) throw new Error('useTestApp: the app exists only inside hooks and tests');
    return built;
  };
  return { t: late(() => current().t), api: late(() => current().api) };
}

/**
 * useTestApp with a files folder of its own (FILES_DIR, named `prefix…` in the system's temporary folder), removed
 * after the file's tests, for tests that look at what was stored; `env` adds settings (a smaller size limit).
 * `filesDir()` is the folder, once the app is built.
 */
export function useTestAppWithFiles(
  prefix: string,
  env: Record<string, string> = {},
  options: Omit<TestAppOptions, 'env'> = {},
): { t: TestApp; api: ApiClient; filesDir(): string } {
  let dir: string | undefined;
  const built = useTestApp(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    return { ...options, env: { ...env, FILES_DIR: dir } };
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  const filesDir = () => {
    if (!dir) throw new Error('useTestAppWithFiles: the folder exists only inside hooks and tests');
    return dir;
  };
  return { ...built, filesDir };
}
