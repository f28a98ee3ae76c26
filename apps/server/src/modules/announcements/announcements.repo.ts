import type { AttachmentView } from '@swp/core';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcementAttachments, announcements, files } from '../../db/schema/index.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;

export async function insertAnnouncement(tx: DbOrTx, values: NewAnnouncement): Promise<AnnouncementRow> {
  const [row] = await tx.insert(announcements).values(values).returning();
  return row!;
}

/** Reads one announcement; `lock` holds the row until the transaction ends (publish, edit, delete). */
export async function findAnnouncement(
  db: DbOrTx,
  id: number,
  options: { lock?: boolean } = {},
): Promise<AnnouncementRow | undefined> {
  const query = db.select().from(announcements).where(eq(announcements.id, id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** Changes a draft; false when it is no longer a draft (a published announcement is frozen). */
export async function updateDraft(tx: DbOrTx, id: number, patch: Partial<NewAnnouncement>): Promise<boolean> {
  const rows = await tx
    .update(announcements)
    .set(patch)
    .where(and(eq(announcements.id, id), eq(announcements.status, 'draft')))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function deleteDraft(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .delete(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.status, 'draft')))
    .returning({ id: announcements.id });
  return rows.length > 0;
}

export async function listProjectAnnouncements(
  db: DbOrTx,
  projectId: number,
  page: { page: number; pageSize: number },
) {
  const where = eq(announcements.projectId, projectId);
  const [totalRow] = await db.select({ n: count() }).from(announcements).where(where);
  const rows = await db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}

/** Every announcement of the project as id and type: what core's correctionNumber counts for a default title. */
export async function listProjectAnnouncementTypes(db: DbOrTx, projectId: number) {
  return db
    .select({ id: announcements.id, type: announcements.type })
    .from(announcements)
    .where(eq(announcements.projectId, projectId));
}

/** The first published 招标公告 of the project: corrections are measured from it. */
export async function findPublishedTender(db: DbOrTx, projectId: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.projectId, projectId),
        eq(announcements.type, 'tender'),
        eq(announcements.status, 'published'),
      ),
    )
    .orderBy(asc(announcements.publishedAt))
    .limit(1);
  return row;
}

/** The ids among `ids` that are uploaded announcement attachments (anything else cannot be attached). */
export async function findAttachableFileIds(db: DbOrTx, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, [...ids]), eq(files.purpose, 'announcement-attachment')));
  return new Set(rows.map((r) => r.id));
}

/** Makes the attachment list exactly `fileIds`, in that order. */
export async function replaceAttachments(tx: DbOrTx, announcementId: number, fileIds: readonly string[]) {
  await tx.delete(announcementAttachments).where(eq(announcementAttachments.announcementId, announcementId));
  if (fileIds.length === 0) return;
  await tx.insert(announcementAttachments).values(fileIds.map((fileId, sort) => ({ announcementId, fileId, sort })));
}

export async function listAttachments(db: DbOrTx, announcementId: number): Promise<AttachmentView[]> {
  return db
    .select({ id: files.id, name: files.originalName, size: files.size })
    .from(announcementAttachments)
    .innerJoin(files, eq(files.id, announcementAttachments.fileId))
    .where(eq(announcementAttachments.announcementId, announcementId))
    .orderBy(asc(announcementAttachments.sort));
}
