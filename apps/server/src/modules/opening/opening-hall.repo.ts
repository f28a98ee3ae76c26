import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bids,
  enrolments,
  openedBids,
  openingConfirmations,
  openingHallBids,
  openingHalls,
  openingObjections,
  openingSignIns,
  projectSections,
  suppliers,
} from '../../db/schema/index.ts';

/** The NOTIFY channel of the hall's changes (payload: the project id); see hall-events.ts. */
export const HALL_CHANNEL = 'opening_hall';

export type HallRow = typeof openingHalls.$inferSelect;

export async function findHall(db: DbOrTx, projectId: number): Promise<HallRow | undefined> {
  const [row] = await db.select().from(openingHalls).where(eq(openingHalls.projectId, projectId)).limit(1);
  return row;
}

/** The hall's row locked until the transaction ends: every write of the hall after its start queues here. */
export async function lockHall(tx: DbOrTx, projectId: number): Promise<HallRow | undefined> {
  const [row] = await tx.select().from(openingHalls).where(eq(openingHalls.projectId, projectId)).for('update');
  return row;
}

/** Starts the hall once: the primary key makes a second start insert nothing (false). */
export async function insertHall(tx: DbOrTx, row: typeof openingHalls.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(openingHalls)
    .values(row)
    .onConflictDoNothing()
    .returning({ projectId: openingHalls.projectId });
  return inserted.length === 1;
}

export async function insertHallBids(tx: DbOrTx, rows: (typeof openingHallBids.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(openingHallBids).values(rows);
}

/**
 * Every valid bid of the project (a passed enrolment's) with what the hall knows of it: the company (as named at
 * 唱标 once it was), the 标段, its 签到, its decryption or withdrawal, the keys tried, and the 报价 — which exists only
 * in `opened_bids`, written at 唱标, so nothing before it can read one. In the order the bids were received.
 */
export function listHallBids(db: DbOrTx, projectId: number) {
  return db
    .select({
      rowId: bids.id,
      bidId: bids.publicId,
      supplierId: bids.supplierId,
      companyName: sql<string>`coalesce(${openedBids.companyName}, ${suppliers.companyName})`,
      sectionName: projectSections.name,
      signedInAt: openingSignIns.signedInAt,
      decryptedAt: openingHallBids.decryptedAt,
      withdrawnReason: openingHallBids.withdrawnReason,
      attempts: sql<number>`coalesce(${openingHallBids.attempts}, 0)`.mapWith(Number),
      offer: openedBids.offer,
    })
    .from(bids)
    .innerJoin(enrolments, eq(enrolments.id, bids.enrolmentId))
    .innerJoin(suppliers, eq(suppliers.id, bids.supplierId))
    .leftJoin(projectSections, eq(projectSections.id, bids.sectionId))
    .leftJoin(
      openingSignIns,
      and(eq(openingSignIns.projectId, bids.projectId), eq(openingSignIns.supplierId, bids.supplierId)),
    )
    .leftJoin(openingHallBids, eq(openingHallBids.bidId, bids.id))
    .leftJoin(openedBids, eq(openedBids.bidId, bids.id))
    .where(and(eq(bids.projectId, projectId), eq(enrolments.status, 'passed')))
    .orderBy(asc(projectSections.sort), asc(bids.sectionId), asc(bids.receivedAt), asc(bids.id));
}
export type HallBidRow = Awaited<ReturnType<typeof listHallBids>>[number];

/** 签到 once: false when the company had signed in already. */
export async function insertSignIn(db: DbOrTx, row: typeof openingSignIns.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(openingSignIns)
    .values(row)
    .onConflictDoNothing()
    .returning({ projectId: openingSignIns.projectId });
  return inserted.length === 1;
}

export async function findSignIn(db: DbOrTx, projectId: number, supplierId: number) {
  const [row] = await db
    .select()
    .from(openingSignIns)
    .where(and(eq(openingSignIns.projectId, projectId), eq(openingSignIns.supplierId, supplierId)));
  return row;
}

/** At 唱标: every bid not decrypted is withdrawn with the reason; answers how many. */
export async function withdrawUndecrypted(tx: DbOrTx, projectId: number, reason: string): Promise<number> {
  const rows = await tx
    .update(openingHallBids)
    .set({ withdrawnReason: reason })
    .where(
      and(
        eq(openingHallBids.projectId, projectId),
        isNull(openingHallBids.decryptedAt),
        isNull(openingHallBids.withdrawnReason),
      ),
    )
    .returning({ bidId: openingHallBids.bidId });
  return rows.length;
}

export async function setAnnounced(tx: DbOrTx, projectId: number, at: Date, failure: string | null): Promise<void> {
  await tx.update(openingHalls).set({ announcedAt: at, failure }).where(eq(openingHalls.projectId, projectId));
}

export async function setClosed(tx: DbOrTx, projectId: number, at: Date, by: { id: number; name: string }) {
  await tx
    .update(openingHalls)
    .set({ closedAt: at, closedBy: by.id, closedByName: by.name })
    .where(eq(openingHalls.projectId, projectId));
}

/** The hall's unanswered objections, or one company's. */
export async function countOpenObjections(db: DbOrTx, projectId: number, supplierId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(openingObjections)
    .where(
      and(
        eq(openingObjections.projectId, projectId),
        isNull(openingObjections.answer),
        supplierId === undefined ? undefined : eq(openingObjections.supplierId, supplierId),
      ),
    );
  return row?.n ?? 0;
}

export async function insertObjection(tx: DbOrTx, row: typeof openingObjections.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(openingObjections).values(row).returning({ id: openingObjections.id });
  return inserted!.id;
}

export async function findObjection(db: DbOrTx, id: number) {
  const [row] = await db.select().from(openingObjections).where(eq(openingObjections.id, id));
  return row;
}

/** The answer, once: of answers sent at once exactly one finds the objection still open. */
export async function answerObjection(
  tx: DbOrTx,
  id: number,
  answer: { text: string; at: Date; by: number; byName: string },
) {
  const [row] = await tx
    .update(openingObjections)
    .set({ answer: answer.text, answeredAt: answer.at, answeredBy: answer.by, answeredByName: answer.byName })
    .where(and(eq(openingObjections.id, id), isNull(openingObjections.answer)))
    .returning({ projectId: openingObjections.projectId, supplierId: openingObjections.supplierId });
  return row;
}

/** The hall's objections, oldest first, with the company's current name. */
export function listObjections(db: DbOrTx, projectId: number) {
  return db
    .select({
      id: openingObjections.id,
      supplierId: openingObjections.supplierId,
      companyName: suppliers.companyName,
      content: openingObjections.content,
      raisedAt: openingObjections.raisedAt,
      answer: openingObjections.answer,
      answeredAt: openingObjections.answeredAt,
      answeredByName: openingObjections.answeredByName,
    })
    .from(openingObjections)
    .innerJoin(suppliers, eq(suppliers.id, openingObjections.supplierId))
    .where(eq(openingObjections.projectId, projectId))
    .orderBy(asc(openingObjections.raisedAt), asc(openingObjections.id));
}

/** A company's word on the record, once: false when it had given one already. */
export async function insertConfirmation(tx: DbOrTx, row: typeof openingConfirmations.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(openingConfirmations)
    .values(row)
    .onConflictDoNothing()
    .returning({ projectId: openingConfirmations.projectId });
  return inserted.length === 1;
}

export async function findConfirmation(db: DbOrTx, projectId: number, supplierId: number) {
  const [row] = await db
    .select()
    .from(openingConfirmations)
    .where(and(eq(openingConfirmations.projectId, projectId), eq(openingConfirmations.supplierId, supplierId)));
  return row;
}

export function listConfirmations(db: DbOrTx, projectId: number) {
  return db
    .select({
      supplierId: openingConfirmations.supplierId,
      verdict: openingConfirmations.verdict,
      reason: openingConfirmations.reason,
      at: openingConfirmations.at,
    })
    .from(openingConfirmations)
    .where(eq(openingConfirmations.projectId, projectId));
}

/**
 * Tells every server process that the project's hall changed (hall-events.ts listens). Sent inside the writing
 * transaction, PostgreSQL delivers it only when that commits, so a listener never reads state older than the change.
 */
export async function notifyHallChanged(tx: DbOrTx, projectId: number): Promise<void> {
  await tx.execute(sql`select pg_notify(${HALL_CHANNEL}, ${String(projectId)})`);
}

export async function findHallBid(db: DbOrTx, bidId: number) {
  const [row] = await db.select().from(openingHallBids).where(eq(openingHallBids.bidId, bidId));
  return row;
}

/**
 * Counts one key tried on a bidder-sealed bid, in one statement, before the key is compared: only while the bid
 * waits for its key, the hall's window is open and tries are left. However many tries arrive at once, on however
 * many processes, at most `max` are ever compared. Undefined when no try may be taken.
 */
export async function takeDecryptAttempt(db: DbOrTx, bidId: number, now: Date, max: number) {
  const [row] = await db
    .update(openingHallBids)
    .set({ attempts: sql`${openingHallBids.attempts} + 1` })
    .where(
      and(
        eq(openingHallBids.bidId, bidId),
        eq(openingHallBids.bidderSealed, true),
        isNull(openingHallBids.decryptedAt),
        isNull(openingHallBids.withdrawnReason),
        sql`${openingHallBids.attempts} < ${max}`,
        sql`exists (select 1 from ${openingHalls} where ${openingHalls.projectId} = ${openingHallBids.projectId}
          and ${openingHalls.announcedAt} is null and ${openingHalls.decryptUntil} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ attempts: openingHallBids.attempts });
  return row;
}

/** Records the bidder's decryption once: false when another request recorded it first. */
export async function markDecrypted(
  tx: DbOrTx,
  bidId: number,
  values: Pick<
    typeof openingHallBids.$inferInsert,
    'decryptedAt' | 'plainStorageKey' | 'plainFileName' | 'plainSize' | 'plainSha256' | 'sealedOffer'
  >,
): Promise<boolean> {
  const rows = await tx
    .update(openingHallBids)
    .set(values)
    .where(and(eq(openingHallBids.bidId, bidId), isNull(openingHallBids.decryptedAt)))
    .returning({ bidId: openingHallBids.bidId });
  return rows.length === 1;
}

/** Bids of the hall still waiting for their key. */
export async function countUndecrypted(db: DbOrTx, projectId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(openingHallBids)
    .where(
      and(
        eq(openingHallBids.projectId, projectId),
        isNull(openingHallBids.decryptedAt),
        isNull(openingHallBids.withdrawnReason),
      ),
    );
  return row?.n ?? 0;
}

/** The bids its bidders decrypted, with the receipt's sealed figures: what 唱标 turns into the record's lines. */
export function listBidderDecrypted(db: DbOrTx, projectId: number) {
  return db
    .select({
      bidId: bids.id,
      sectionId: bids.sectionId,
      companyName: suppliers.companyName,
      sealedFile: bids.sealedFile,
      fileName: bids.fileName,
      mimeType: bids.mimeType,
      size: bids.size,
      sha256: bids.sha256,
      plainFileName: openingHallBids.plainFileName,
      plainSize: openingHallBids.plainSize,
      plainSha256: openingHallBids.plainSha256,
      sealedOffer: openingHallBids.sealedOffer,
    })
    .from(openingHallBids)
    .innerJoin(bids, eq(bids.id, openingHallBids.bidId))
    .innerJoin(suppliers, eq(suppliers.id, bids.supplierId))
    .where(and(eq(openingHallBids.projectId, projectId), sql`${openingHallBids.decryptedAt} is not null`))
    .orderBy(asc(bids.receivedAt), asc(bids.id));
}

/** A bid's decrypted copy (a bidder-sealed bid its bidder opened), for the downloads after the opening. */
export async function findPlainCopy(db: DbOrTx, bidId: number) {
  const [row] = await db
    .select({
      storageKey: openingHallBids.plainStorageKey,
      fileName: openingHallBids.plainFileName,
      size: openingHallBids.plainSize,
      sha256: openingHallBids.plainSha256,
    })
    .from(openingHallBids)
    .where(and(eq(openingHallBids.bidId, bidId), sql`${openingHallBids.plainStorageKey} is not null`));
  return row;
}

/** What the hall decided of a bid (core `withdrawnBidFileRefusal`), or undefined before the hall started. */
export async function findHallBidFate(db: DbOrTx, bidId: number) {
  const [row] = await db
    .select({
      bidderSealed: openingHallBids.bidderSealed,
      decryptedAt: openingHallBids.decryptedAt,
      withdrawnReason: openingHallBids.withdrawnReason,
      decryptUntil: openingHalls.decryptUntil,
    })
    .from(openingHallBids)
    .innerJoin(openingHalls, eq(openingHalls.projectId, openingHallBids.projectId))
    .where(eq(openingHallBids.bidId, bidId));
  return row;
}

/** The 报价 a bidder's decryption found, sealed under the project key (`hall:<bid>:offer`), or undefined before it. */
export async function findDecryptedOffer(db: DbOrTx, bidId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ sealedOffer: openingHallBids.sealedOffer })
    .from(openingHallBids)
    .where(eq(openingHallBids.bidId, bidId));
  return row?.sealedOffer ?? undefined;
}
