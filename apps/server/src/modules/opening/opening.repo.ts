import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bidOpenings, bids, enrolments, openedBids, projectSections, suppliers } from '../../db/schema/index.ts';

/** The 开标 of a project, or undefined while it has not been opened. */
export async function findOpening(db: DbOrTx, projectId: number) {
  const [row] = await db.select().from(bidOpenings).where(eq(bidOpenings.projectId, projectId)).limit(1);
  return row;
}

/**
 * The bids the opening counts and checks: lodged on a passed enrolment (资格审查 通过), with what the opening needs
 * to decrypt them and to name the company. The name is read now: the record keeps the company as named at opening.
 */
export function listBidsToOpen(db: DbOrTx, projectId: number) {
  return db
    .select({
      bidId: bids.id,
      enrolmentId: bids.enrolmentId,
      supplierId: bids.supplierId,
      sectionId: bids.sectionId,
      companyName: suppliers.companyName,
      storageKey: bids.storageKey,
      sealedFile: bids.sealedFile,
      fileName: bids.fileName,
      mimeType: bids.mimeType,
      size: bids.size,
      sha256: bids.sha256,
      sealedOffer: bids.sealedOffer,
      seal: bids.seal,
      uploads: bids.uploads,
    })
    .from(bids)
    .innerJoin(enrolments, eq(enrolments.id, bids.enrolmentId))
    .innerJoin(suppliers, eq(suppliers.id, bids.supplierId))
    .where(and(eq(bids.projectId, projectId), eq(enrolments.status, 'passed')))
    .orderBy(asc(bids.receivedAt), asc(bids.id));
}
export type BidToOpen = Awaited<ReturnType<typeof listBidsToOpen>>[number];

/**
 * Writes the 开标 once: the primary key makes a second opening of the project insert nothing (false), whatever
 * reached this statement first.
 */
export async function insertOpening(tx: DbOrTx, row: typeof bidOpenings.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(bidOpenings)
    .values(row)
    .onConflictDoNothing()
    .returning({ projectId: bidOpenings.projectId });
  return inserted.length === 1;
}

export async function insertOpenedBids(tx: DbOrTx, rows: (typeof openedBids.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(openedBids).values(rows);
}

/**
 * The opened bids with the receipt's figures beside what the opening found, in the order they were received;
 * only rows written by an opening exist, so before it this is empty.
 */
export function listOpenedBids(db: DbOrTx, projectId: number) {
  return db
    .select({
      bidId: openedBids.bidId,
      publicId: bids.publicId,
      supplierId: bids.supplierId,
      companyName: openedBids.companyName,
      offer: openedBids.offer,
      check: openedBids.check,
      openedSha256: openedBids.openedSha256,
      sha256: openedBids.sha256,
      fileName: openedBids.fileName,
      size: openedBids.size,
      receivedAt: bids.receivedAt,
      sectionId: bids.sectionId,
      sectionName: projectSections.name,
      sectionSort: projectSections.sort,
    })
    .from(openedBids)
    .innerJoin(bids, eq(bids.id, openedBids.bidId))
    .leftJoin(projectSections, eq(projectSections.id, bids.sectionId))
    .where(eq(openedBids.projectId, projectId))
    .orderBy(asc(projectSections.sort), asc(bids.sectionId), asc(bids.receivedAt), asc(bids.id));
}
export type OpenedBidRow = Awaited<ReturnType<typeof listOpenedBids>>[number];
