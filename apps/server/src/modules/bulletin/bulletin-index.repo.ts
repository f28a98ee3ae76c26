import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { announcements, bulletinEntries, bulletinVersion, projects } from '../../db/schema/index.ts';
import { perDatabase } from '../../lib/per-database.ts';
import type { IndexedEntry } from './bulletin-index.ts';
import { bulletinRowJson, newestFirst } from './bulletin-list.repo.ts';

const entry = bulletinEntries;
// The names bulletinRowJson reads the announcement and its project by.
const a = alias(announcements, 'a');
const p = alias(projects, 'p');
const versionText = sql<string>`${bulletinVersion.version}::text`;

/**
 * Every published entry in the list's order, each with its row as the API answers it, and the version of what the list
 * shows, read by ONE statement, so in one snapshot: what a server's in-memory search is built from
 * (bulletin-index-store.ts). With no entry yet, the one row has the version and nulls.
 */
export async function loadEntries(db: Db): Promise<{ version: string; entries: IndexedEntry[] }> {
  const rows = await db
    .select({
      version: versionText,
      announcementId: entry.announcementId,
      type: entry.type,
      purchaseWay: entry.purchaseWay,
      searchText: entry.searchText,
      rowJson: sql<string>`${bulletinRowJson}::text`,
    })
    .from(bulletinVersion)
    .leftJoin(entry, sql`true`)
    .leftJoin(a, eq(a.id, entry.announcementId))
    .leftJoin(p, eq(p.id, a.projectId))
    .orderBy(...newestFirst);
  const entries = rows.flatMap(({ version: _, ...row }) => (row.announcementId === null ? [] : [row as IndexedEntry]));
  return { version: rows[0]!.version, entries };
}

const versionStatementOf = perDatabase((db) =>
  db
    .select({ version: versionText })
    .from(bulletinVersion)
    .where(eq(bulletinVersion.id, 1))
    .prepare('bulletin_version'),
);

/** The version of what the 公告栏 list shows now (migration 0013): one prepared one-row read. */
export async function readVersion(db: Db): Promise<string> {
  const [row] = await versionStatementOf(db).execute();
  return row!.version;
}
