import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../server-root.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the repositories see, whether PGlite or PostgreSQL is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories accept either, so a service can compose them inside one transaction. */
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The PostgreSQL connection string (postgres only). */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseSource =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(source: DatabaseSource): Promise<Database> {
  if (source.kind === 'postgres') {
    // JIT off: PostgreSQL compiles a query whose estimated cost passes jit_above_cost, and for this app's queries —
    // all short — compiling is the slow part (统计分析's month table spent 380 of its 440 ms in JIT on 100,000
    // projects; bench/statistics.ts). An `options` in the deployer's URL still wins over this default.
    const pool = new pg.Pool({ connectionString: source.url, max: 10, options: '-c jit=off' });
    // PostgreSQL may end an idle connection (restart, failover, DROP DATABASE … WITH (FORCE)). Without a listener
    // the pool's 'error' event would crash the process; the pool replaces the connection on next use.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', url: source.url, close: () => pool.end() };
  }
  const { openPglite } = await import('./pglite-client.ts');
  return openPglite(source);
}

/**
 * Applies the committed drizzle-kit migrations. On PostgreSQL an advisory lock keeps two processes that start
 * together from migrating at the same time.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    const { migratePglite } = await import('./pglite-client.ts');
    await migratePglite(database, config);
    return;
  }
  // A session-level lock must be taken and released on the same connection: hold it on a client of its own.
  const lockClient = new pg.Client({ connectionString: database.url });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock(727100)');
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete node-postgres drizzle type.
    await migratePg(database.db as any, config);
  } finally {
    await lockClient.query('select pg_advisory_unlock(727100)').catch(() => undefined);
    await lockClient.end();
  }
}
