import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bids, files, objections, projects, staffUsers, suppliers } from '../../db/schema/index.ts';
import type { FileRow } from '../../platform/files/files.repo.ts';

export const OBJECTION_PURPOSE = 'objection-attachment';

export type ObjectionRow = typeof objections.$inferSelect;

/** Whether the company lodged a bid on the project (on any 标段): only bidders may object. */
export async function isBidder(db: DbOrTx, projectId: number, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(bids)
    .where(and(eq(bids.projectId, projectId), eq(bids.supplierId, supplierId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The uploads among `ids` that this company may attach: objection attachments it uploaded itself that no objection
 * names yet. Locked until the transaction ends, so two objections filed at once cannot both take one file.
 */
export async function lockOwnUnclaimedUploads(tx: DbOrTx, supplierId: number, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        eq(files.purpose, OBJECTION_PURPOSE),
        eq(files.uploadedByRole, 'vender'),
        eq(files.uploadedById, supplierId),
      ),
    )
    .for('update');
  if (rows.length === 0) return [];
  const claimed = await claimedAmong(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => r.id).filter((id) => !claimed.has(id));
}

/** Which of the files an objection already names (attachment_ids is a jsonb array of file ids). */
async function claimedAmong(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: sql<string>`a.id` })
    .from(sql`${objections}, jsonb_array_elements_text(${objections.attachmentIds}) as a(id)`)
    .where(inArray(sql`a.id`, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertObjection(tx: DbOrTx, row: typeof objections.$inferInsert): Promise<ObjectionRow> {
  const [inserted] = await tx.insert(objections).values(row).returning();
  return inserted!;
}

/**
 * Answers the objection if it is still open, in one statement: of two staff answering at once exactly one gets the
 * row back; the other gets undefined (the row is answered, or does not exist).
 */
export async function answerOpenObjection(
  tx: DbOrTx,
  id: number,
  answer: { answer: string; answeredBy: number; answeredAt: Date },
): Promise<ObjectionRow | undefined> {
  const [row] = await tx
    .update(objections)
    .set({ status: 'answered', ...answer })
    .where(and(eq(objections.id, id), eq(objections.status, 'open')))
    .returning();
  return row;
}

export async function findObjection(db: DbOrTx, id: number): Promise<ObjectionRow | undefined> {
  const [row] = await db.select().from(objections).where(eq(objections.id, id)).limit(1);
  return row;
}

/** The objections of a project (optionally of one company), newest first, with the names the list shows. */
export function listObjectionRows(db: DbOrTx, projectId: number, supplierId?: number) {
  return db
    .select({
      objection: objections,
      companyName: suppliers.companyName,
      answeredByName: staffUsers.name,
    })
    .from(objections)
    .innerJoin(suppliers, eq(suppliers.id, objections.supplierId))
    .leftJoin(staffUsers, eq(staffUsers.id, objections.answeredBy))
    .where(
      and(
        eq(objections.projectId, projectId),
        supplierId === undefined ? undefined : eq(objections.supplierId, supplierId),
      ),
    )
    .orderBy(desc(objections.createdAt), desc(objections.id));
}

export type ObjectionListRow = Awaited<ReturnType<typeof listObjectionRows>>[number];

/** The attachments' names and sizes, by file id. */
export async function attachmentFiles(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { id: string; name: string; size: number }>();
  const rows = await db
    .select({ id: files.id, name: files.originalName, size: files.size })
    .from(files)
    .where(inArray(files.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** What the answer's SMS names: the company's contact mobile and name, the project's name. */
export async function findNoticeFacts(db: DbOrTx, objectionId: number) {
  const [row] = await db
    .select({
      supplierId: suppliers.id,
      companyName: suppliers.companyName,
      mobile: suppliers.mobile,
      projectName: projects.projectName,
    })
    .from(objections)
    .innerJoin(suppliers, eq(suppliers.id, objections.supplierId))
    .innerJoin(projects, eq(projects.id, objections.projectId))
    .where(eq(objections.id, objectionId))
    .limit(1);
  return row;
}

/** An objection attachment and the company whose objection names it (null while it is an unfiled upload). */
export async function findAttachment(
  db: DbOrTx,
  fileId: string,
): Promise<{ file: FileRow; filedBy: number | null } | undefined> {
  const [file] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.purpose, OBJECTION_PURPOSE)))
    .limit(1);
  if (!file) return undefined;
  const [owner] = await db
    .select({ supplierId: objections.supplierId })
    .from(objections)
    .where(sql`${objections.attachmentIds} @> ${JSON.stringify([fileId])}::jsonb`)
    .limit(1);
  return { file, filedBy: owner?.supplierId ?? null };
}
