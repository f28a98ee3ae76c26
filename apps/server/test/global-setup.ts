import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client.ts';
import { seedDemoData } from '../src/seed/demo.ts';
import { POSTGRES_ADMIN_URL, postgresUrl } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

/**
 * Runs once per test run and database kind: makes a migrated, seeded database that each test file copies, so a
 * file starts in well under a second. PostgreSQL: a template database, dropped at the end with every copy.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env.TEST_DB ?? 'pglite';
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(database);
    await seedDemoData(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'swp-pglite-')), 'seeded.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    project.provide('pgliteDump', file);
    project.provide('pgTemplate', '');
    return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }

  const template = `swp_test_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: postgresUrl(template) });
  await migrateDatabase(database);
  await seedDemoData(database.db);
  await database.close();
  project.provide('pgTemplate', template);
  project.provide('pgliteDump', '');
  return async () => {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${template}%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.end();
  };
}
