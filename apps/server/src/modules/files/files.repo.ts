import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
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
