import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MIGRATIONS_DIR } from '../../src/db/client.ts';

/**
 * The committed migrations, run one by one on a bare PGlite: a migration test builds the schema as it stood
 * before a change (`migrateThrough`), writes rows the way the old server stored them, then runs the change
 * (`migrate`) and reads what it made of them.
 */
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** Runs the migration numbered `idx` (its SQL file, statement by statement, as drizzle's migrator splits it). */
export async function migrate(db: PGlite, idx: number): Promise<void> {
  const { tag } = journal.entries.find((e) => e.idx === idx)!;
  const text = fs.readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.exec(statement);
}

/** Runs every migration from the first through `lastIdx`. */
export async function migrateThrough(db: PGlite, lastIdx: number): Promise<void> {
  for (let idx = 0; idx <= lastIdx; idx++) await migrate(db, idx);
}
