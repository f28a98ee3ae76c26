import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseSource } from './client.ts';
import * as schema from './schema/index.ts';

type PgliteSource = Extract<DatabaseSource, { kind: 'pglite' }>;

/**
 * The embedded database (PGlite), imported by client.ts only when it is the one used: a server on PostgreSQL never
 * loads its driver (~4 MB of heap and ~15 MB of resident memory with drizzle's PGlite session).
 */
export async function openPglite({ dataDir, loadDataDir }: PgliteSource): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir, loadDataDir });
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Database['db'];
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function migratePglite(database: Database, config: { migrationsFolder: string }): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete PGlite drizzle type.
  await migrate(database.db as any, config);
}
