import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bids,
  evaluations,
  negotiationOffers,
  negotiationRounds,
  openedBids,
  specialists,
} from '../../db/schema/index.ts';

export type RoundRow = typeof negotiationRounds.$inferSelect;

/** The project's rounds, first round first. */
export function listRounds(db: DbOrTx, projectId: number): Promise<RoundRow[]> {
  return db
    .select()
    .from(negotiationRounds)
    .where(eq(negotiationRounds.projectId, projectId))
    .orderBy(asc(negotiationRounds.round));
}

/** The latest round (the open one, if any is open: a round opens only once the previous one has closed). */
export async function findLastRound(db: DbOrTx, projectId: number): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(negotiationRounds)
    .where(eq(negotiationRounds.projectId, projectId))
    .orderBy(desc(negotiationRounds.round))
    .limit(1);
  return row;
}

export async function insertRound(tx: DbOrTx, row: typeof negotiationRounds.$inferInsert): Promise<RoundRow> {
  const [inserted] = await tx.insert(negotiationRounds).values(row).returning();
  return inserted!;
}

/**
 * Every quote of the project's rounds, with the bid's public id (what answers name it by) and the company as named
 * at the opening, in the 开标记录's order.
 */
export function listProjectOffers(db: DbOrTx, projectId: number) {
  return db
    .select({
      roundId: negotiationOffers.roundId,
      publicId: bids.publicId,
      companyName: openedBids.companyName,
      offer: negotiationOffers.offer,
      submittedAt: negotiationOffers.submittedAt,
    })
    .from(negotiationOffers)
    .innerJoin(negotiationRounds, eq(negotiationRounds.id, negotiationOffers.roundId))
    .innerJoin(openedBids, eq(openedBids.bidId, negotiationOffers.bidId))
    .innerJoin(bids, eq(bids.id, negotiationOffers.bidId))
    .where(eq(negotiationRounds.projectId, projectId))
    .orderBy(asc(negotiationRounds.round), asc(openedBids.bidId));
}

/** The company's opened bids on the project (one per 标段 it bid on); none before the opening. */
export function listCompanyOpenedBids(
  db: DbOrTx,
  projectId: number,
  supplierId: number,
): Promise<{ bidId: number; publicId: string }[]> {
  return db
    .select({ bidId: openedBids.bidId, publicId: bids.publicId })
    .from(openedBids)
    .innerJoin(bids, eq(bids.id, openedBids.bidId))
    .where(and(eq(openedBids.projectId, projectId), eq(bids.supplierId, supplierId)))
    .orderBy(asc(openedBids.bidId));
}

/** The quotes of these bids, round by round (the vender's own: never another company's). */
export function listOffersOfBids(db: DbOrTx, projectId: number, bidIds: readonly number[]) {
  if (bidIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      round: negotiationRounds.round,
      offer: negotiationOffers.offer,
      submittedAt: negotiationOffers.submittedAt,
    })
    .from(negotiationOffers)
    .innerJoin(negotiationRounds, eq(negotiationRounds.id, negotiationOffers.roundId))
    .where(and(eq(negotiationRounds.projectId, projectId), inArray(negotiationOffers.bidId, [...bidIds])))
    .orderBy(asc(negotiationRounds.round));
}

/**
 * The bid's quote in the round: a later one replaces it. The primary key (round, bid) makes parallel quotes of one
 * company one row, the last written winning, without a lock.
 */
export async function upsertOffer(
  tx: DbOrTx,
  row: { roundId: number; bidId: number; offer: string; submittedAt: Date },
): Promise<boolean> {
  const existing = await tx
    .select({ bidId: negotiationOffers.bidId })
    .from(negotiationOffers)
    .where(and(eq(negotiationOffers.roundId, row.roundId), eq(negotiationOffers.bidId, row.bidId)))
    .limit(1);
  await tx
    .insert(negotiationOffers)
    .values(row)
    .onConflictDoUpdate({
      target: [negotiationOffers.roundId, negotiationOffers.bidId],
      set: { offer: row.offer, submittedAt: row.submittedAt },
    });
  return existing.length > 0;
}

/** The chair's recorded reason for holding no round (evaluations row, locked by the caller). */
export async function storeWaiver(
  tx: DbOrTx,
  projectId: number,
  waiver: { reason: string; at: Date; specialistId: number },
): Promise<void> {
  await tx
    .update(evaluations)
    .set({ negotiationWaiver: waiver.reason, negotiationWaivedAt: waiver.at, negotiationWaivedBy: waiver.specialistId })
    .where(eq(evaluations.projectId, projectId));
}

export async function findSpecialistName(db: DbOrTx, specialistId: number | null): Promise<string> {
  if (specialistId === null) return '';
  const [row] = await db
    .select({ name: specialists.name })
    .from(specialists)
    .where(eq(specialists.id, specialistId))
    .limit(1);
  return row?.name ?? '';
}
