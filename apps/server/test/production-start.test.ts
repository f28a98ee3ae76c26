import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_PERMISSIONS, ErrorCode, staffAuthApi } from '@swp/core';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { auditLogs, projects, specialists, staffUsers, suppliers } from '../src/db/schema/index.ts';
import { findStaffPerms } from '../src/platform/staff-auth/staff-account.repo.ts';
import { testSupportRoutes } from '../src/platform/test-support/test-support.routes.ts';
import { ApiClient } from './client.ts';
import { POSTGRES_ADMIN_URL, postgresUrl } from './postgres.ts';
import { PRODUCTION_ENV } from './production-env.ts';

/**
 * Production mode, as an operator starts it (src/main.ts as its own process) on an empty database:
 * it refuses to start without what it needs, naming the variable; it creates the first administrator from
 * ADMIN_INITIAL_PASSWORD without printing it and seeds no demo data; the administrator must change that password
 * at first sign-in. `--demo` (what npm start passes) is the newcomer's demo.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIRST_PASSWORD = 'FirstAdmin2026x';
const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

interface Started {
  output: () => string;
  /** The base URL once it listens, or the exit code if it stopped first. */
  outcome: Promise<{ url: string } | { exitCode: number | null }>;
  stop(): Promise<void>;
}

/** Runs the server with only the given environment (nothing inherited that could change its mode). */
function runServer(env: Record<string, string>, args: string[] = []): Started {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const outcome = new Promise<{ url: string } | { exitCode: number | null }>((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/localhost:\d+)/);
      if (match) resolve({ url: match[1]!.replace('localhost', '127.0.0.1') });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((exitCode) => resolve({ exitCode }));
  });
  return {
    output: () => output,
    outcome,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface EmptyDatabase {
  /** What tells the server where it is. */
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** An empty database of the run's kind: a fresh PGlite directory, or a new PostgreSQL database. */
async function emptyDatabase(): Promise<EmptyDatabase> {
  if (kind === 'pglite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-prod-'));
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `swp_prod_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = postgresUrl(name);
  return {
    env: { DATABASE_URL: url },
    open: () => openDatabase({ kind: 'postgres', url }),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const expectRefusal = async (server: Started, message: RegExp) => {
  expect(await server.outcome).toEqual({ exitCode: 1 });
  expect(server.output()).toMatch(message);
  // One readable line, not a stack trace.
  expect(server.output()).not.toMatch(/\n\s+at /);
};

describe(`production mode on an empty ${kind} database`, { timeout: 120_000 }, () => {
  let db: EmptyDatabase;
  beforeAll(async () => {
    db = await emptyDatabase();
  });
  afterAll(() => db?.drop());

  it('is the default, and refuses to start without a real SMS gateway', async () => {
    await expectRefusal(runServer({ ...db.env }), /配置错误: 生产模式需要 SMS_PROVIDER=http 与 SMS_HTTP_URL/);
  });

  it('refuses to start on an empty database without ADMIN_INITIAL_PASSWORD', async () => {
    await expectRefusal(runServer({ ...PRODUCTION_ENV, ...db.env }), /ADMIN_INITIAL_PASSWORD/);
  });

  it('creates only the first administrator, never printing the password, and no demo data', async () => {
    const server = runServer({ ...PRODUCTION_ENV, ...db.env, ADMIN_INITIAL_PASSWORD: FIRST_PASSWORD });
    try {
      const outcome = await server.outcome;
      expect(outcome, server.output()).toHaveProperty('url');
      const base = (outcome as { url: string }).url;
      const bulletin = (await (await fetch(`${base}/api/bulletin/list`)).json()) as { data: { total: number } };
      expect(bulletin.data.total).toBe(0);
      expect((await fetch(`${base}/api/test/captcha?uuid=1`)).status).toBe(404);
    } finally {
      await server.stop();
    }
    // The whole output, now that the process has ended.
    expect(server.output()).toContain('已创建首个管理员 admin');
    expect(server.output()).toContain('production)');
    expect(server.output()).not.toContain(FIRST_PASSWORD);
    expect(server.output()).not.toContain('Admin@2026');
  });

  it('starts again on the now used database without ADMIN_INITIAL_PASSWORD, creating nothing', async () => {
    const server = runServer({ ...PRODUCTION_ENV, ...db.env });
    try {
      expect(await server.outcome, server.output()).toHaveProperty('url');
    } finally {
      await server.stop();
    }
    expect(server.output()).not.toContain('已创建');
  });

  describe('what it wrote', () => {
    let database: Database;
    beforeAll(async () => {
      database = await db.open();
    });
    afterAll(() => database?.close());

    it('one administrator with every permission who must change the password; nothing of the demo', async () => {
      const staff = await database.db.select().from(staffUsers);
      expect(staff.map((s) => ({ username: s.username, mustChange: s.mustChangePassword }))).toEqual([
        { username: 'admin', mustChange: true },
      ]);
      expect(await findStaffPerms(database.db, staff[0]!.id)).toEqual([...ALL_PERMISSIONS].sort());
      for (const table of [specialists, suppliers, projects]) {
        expect((await database.db.select({ n: count() }).from(table))[0]!.n).toBe(0);
      }
      const audit = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'system.firstAdmin'));
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit)).not.toContain(FIRST_PASSWORD);
    });

    it('the administrator signs in with it, is held to the password change, then works', async () => {
      const app = await buildApp({ config: loadConfig(PRODUCTION_ENV), db: database.db, logger: false });
      // Production has no test endpoints; the test still needs to read the captcha as an eye would.
      await app.register(testSupportRoutes);
      await app.ready();
      try {
        const api = new ApiClient(app);
        const first = await api.loginStaff('admin', FIRST_PASSWORD);
        expect(first.body.code, first.body.msg).toBe(0);
        expect(first.body.data!.csflg).toBe(true);
        const token = first.body.data!.token;
        const held = await api.get('/api/template/list', { token });
        expect(held.body.code).toBe(ErrorCode.MUST_CHANGE_PASSWORD);
        const changed = await api.post(
          staffAuthApi.modifyPassword.path,
          { oldpassword: FIRST_PASSWORD, newpassword: 'OwnAdmin2026y' },
          { token },
        );
        expect(changed.body.code, changed.body.msg).toBe(0);
        const again = await api.loginStaff('admin', 'OwnAdmin2026y');
        expect(again.body.data!.csflg).toBeUndefined();
        expect((await api.get('/api/template/list', { token: again.body.data!.token })).body.code).toBe(0);
      } finally {
        await app.close();
      }
    });
  });
});

describe.runIf(kind === 'pglite')('npm start (--demo) on an empty embedded database', { timeout: 120_000 }, () => {
  it('seeds the demo and prints its accounts, as the README says', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-demo-'));
    const server = runServer({ DATA_DIR: dataDir }, ['--demo']);
    try {
      expect(await server.outcome, server.output()).toHaveProperty('url');
    } finally {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    expect(server.output()).toContain('demo)');
    expect(server.output()).toMatch(/admin\s+Admin@2026/);
  });
});
