import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bidOpenings,
  bids,
  enrolments,
  openedBids,
  projectBidKeys,
  projectSections,
  projects,
  suppliers,
} from '../../db/schema/index.ts';
import { atPlace, type CompanyPlace } from '../enrolments/enrolments.repo.ts';

export type BidRow = typeof bids.$inferSelect;
/** What an upload writes into the row in clear: the stored object, the time of receipt and who sealed the file. */
export type LodgedFile = Pick<BidRow, 'storageKey' | 'receivedAt' | 'seal'>;
/** What it writes sealed (bid-file-facts.ts, bid-key.ts): the receipt's figures and the 报价 (none when bidder-sealed). */
export interface SealedBidValues {
  sealedFile: string;
  sealedOffer: string | null;
}
/** A row lodged before the figures were sealed kept them in clear; a new upload leaves none there. */
const NO_CLEAR_FACTS = { fileName: null, mimeType: null, size: null, sha256: null };

/** The place (project, company, 标段) an upload is for. */
export type BidderKey = CompanyPlace;

/**
 * The company's enrolment, locked for update until the transaction ends: two uploads of one company run one after
 * the other from here, so the second sees (and replaces) the first's row instead of inserting a second one.
 */
export async function lockEnrolment(tx: DbOrTx, key: BidderKey) {
  const [row] = await tx
    .select({ id: enrolments.id, status: enrolments.status })
    .from(enrolments)
    .where(atPlace(enrolments, key))
    .limit(1)
    .for('update');
  return row;
}

export async function findBidOfEnrolment(db: DbOrTx, enrolmentId: number): Promise<BidRow | undefined> {
  const [row] = await db.select().from(bids).where(eq(bids.enrolmentId, enrolmentId)).limit(1);
  return row;
}

/** The company's bid on the project (or 标段), whatever became of its enrolment. */
export async function findOwnBid(db: DbOrTx, key: BidderKey): Promise<BidRow | undefined> {
  const [row] = await db.select().from(bids).where(atPlace(bids, key)).limit(1);
  return row;
}

export async function findBid(db: DbOrTx, id: number): Promise<BidRow | undefined> {
  const [row] = await db.select().from(bids).where(eq(bids.id, id)).limit(1);
  return row;
}

/** The bid a receipt or a link names (its public id, core `bidPublicIdField`). */
export async function findBidByPublicId(db: DbOrTx, publicId: string): Promise<BidRow | undefined> {
  const [row] = await db.select().from(bids).where(eq(bids.publicId, publicId)).limit(1);
  return row;
}

/** A first upload: the row (with a new public id), its figures and 报价 sealed next under the row's own id. */
export async function insertBid(
  tx: DbOrTx,
  values: LodgedFile & { enrolmentId: number; projectId: number; sectionId: number | null; supplierId: number },
): Promise<{ id: number; publicId: string }> {
  const [row] = await tx.insert(bids).values(values).returning({ id: bids.id, publicId: bids.publicId });
  return row!;
}

/** A re-upload: the new file, sealed figures and sealed offer in one statement, counting the upload. */
export async function replaceBidFile(
  tx: DbOrTx,
  id: number,
  file: LodgedFile,
  sealed: SealedBidValues,
): Promise<number> {
  const [row] = await tx
    .update(bids)
    .set({ ...file, ...sealed, ...NO_CLEAR_FACTS, uploads: sql`${bids.uploads} + 1` })
    .where(eq(bids.id, id))
    .returning({ uploads: bids.uploads });
  return row!.uploads;
}

export async function setSealedValues(tx: DbOrTx, id: number, sealed: SealedBidValues): Promise<void> {
  await tx.update(bids).set(sealed).where(eq(bids.id, id));
}

/** Rows lodged before the figures were sealed whose figures are still in clear (bid-facts-migration.ts seals them). */
export function listClearFactBids(db: DbOrTx) {
  return db
    .select({
      id: bids.id,
      projectId: bids.projectId,
      sealedFile: bids.sealedFile,
      fileName: bids.fileName,
      mimeType: bids.mimeType,
      size: bids.size,
      sha256: bids.sha256,
    })
    .from(bids)
    .where(isNull(bids.sealedFile));
}

/** Seals one such row's figures and empties the clear ones, unless another process did it first. */
export async function sealClearFacts(db: DbOrTx, id: number, sealedFile: string): Promise<void> {
  await db
    .update(bids)
    .set({ sealedFile, ...NO_CLEAR_FACTS })
    .where(and(eq(bids.id, id), isNull(bids.sealedFile)));
}

export async function findWrappedKey(db: DbOrTx, projectId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ wrapped: projectBidKeys.wrappedKey })
    .from(projectBidKeys)
    .where(eq(projectBidKeys.projectId, projectId));
  return row?.wrapped;
}

/** Stores the project's wrapped key unless one is there already (two first uploads at once: the first one wins). */
export async function insertWrappedKeyIfMissing(db: DbOrTx, projectId: number, wrappedKey: string): Promise<void> {
  await db.insert(projectBidKeys).values({ projectId, wrappedKey }).onConflictDoNothing();
}

export async function isProjectOpened(db: DbOrTx, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ projectId: bidOpenings.projectId })
    .from(bidOpenings)
    .where(eq(bidOpenings.projectId, projectId))
    .limit(1);
  return row !== undefined;
}

/** What the opening found for the bid ('ok', 'mismatch', 'unreadable'), or undefined before its opening. */
export async function findOpeningCheck(db: DbOrTx, bidId: number) {
  const [row] = await db
    .select({ check: openedBids.check })
    .from(openedBids)
    .where(eq(openedBids.bidId, bidId))
    .limit(1);
  return row?.check;
}

/** Whether the company lodged a bid on the project (on any 标段). */
export async function hasBidOnProject(db: DbOrTx, projectId: number, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.projectId, projectId), eq(bids.supplierId, supplierId)))
    .limit(1);
  return row !== undefined;
}

/** What the 投标回执 names besides the bid: the project, the 标段 and the company as it is called today. */
export async function findReceiptNames(db: DbOrTx, bid: Pick<BidRow, 'projectId' | 'sectionId' | 'supplierId'>) {
  const [row] = await db
    .select({
      projectCode: projects.projectCode,
      projectName: projects.projectName,
      companyName: suppliers.companyName,
      creditCode: suppliers.uscc,
      sectionName: projectSections.name,
    })
    .from(projects)
    .innerJoin(suppliers, eq(suppliers.id, bid.supplierId))
    .leftJoin(projectSections, bid.sectionId === null ? sql`false` : eq(projectSections.id, bid.sectionId))
    .where(eq(projects.id, bid.projectId))
    .limit(1);
  return row;
}
