import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { announcementAttachments, announcements, files } from '../../db/schema/index.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

export async function insertFile(db: DbOrTx, values: NewFile): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findFile(db: DbOrTx, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** Whether the file is attached to at least one published announcement (then anyone may download it). */
export async function isAttachedToPublishedAnnouncement(db: DbOrTx, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(announcementAttachments)
    .innerJoin(announcements, eq(announcements.id, announcementAttachments.announcementId))
    .where(and(eq(announcementAttachments.fileId, fileId), eq(announcements.status, 'published')))
    .limit(1);
  return row !== undefined;
}

/**
 * Removes up to `limit` uploads of `purpose` created before `before` that nothing claims (`unclaimed`: the feature's
 * "no row names this file"), answering their storage keys so the bytes can go too. Rows a save or a filing is
 * claiming right now are locked by it and skipped, so a sweep never takes a file from under a claim.
 */
export async function removeUnclaimedFiles(
  db: Db,
  sweep: { purpose: string; unclaimed: SQL; before: Date; limit: number },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.purpose, sweep.purpose), lt(files.createdAt, sweep.before), sweep.unclaimed))
      .limit(sweep.limit)
      .for('update', { skipLocked: true });
    if (stale.length === 0) return [];
    const removed = await tx
      .delete(files)
      .where(
        inArray(
          files.id,
          stale.map((f) => f.id),
        ),
      )
      .returning({ storageKey: files.storageKey });
    return removed.map((f) => f.storageKey);
  });
}
