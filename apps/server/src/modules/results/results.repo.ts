import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bids, enrolments, evaluations, objections, resultLetters, suppliers } from '../../db/schema/index.ts';

/** The frozen 评标报告 of the project (jsonb, evaluation/evaluation-stored.ts), or null before the chair submitted it. */
export async function findReport(db: DbOrTx, projectId: number) {
  const [row] = await db
    .select({ reportNo: evaluations.reportNo, report: evaluations.report })
    .from(evaluations)
    .where(eq(evaluations.projectId, projectId))
    .limit(1);
  return row?.report ? { reportNo: row.reportNo, report: row.report } : null;
}

/** Every bid of the project with its company: the report names bids, the result names companies. */
export function listProjectBidders(db: DbOrTx, projectId: number) {
  return db
    .select({ bidId: bids.id, supplierId: bids.supplierId, companyName: suppliers.companyName })
    .from(bids)
    .innerJoin(suppliers, eq(suppliers.id, bids.supplierId))
    .where(eq(bids.projectId, projectId))
    .orderBy(asc(bids.id));
}

/** Open and total objections of the project. Inside the winner's transaction it is counted under the project lock. */
export async function countObjections(db: DbOrTx, projectId: number): Promise<{ open: number; total: number }> {
  const [row] = await db
    .select({
      total: count(),
      open: sql<number>`count(*) filter (where ${objections.status} = 'open')`.mapWith(Number),
    })
    .from(objections)
    .where(eq(objections.projectId, projectId));
  return { open: row?.open ?? 0, total: row?.total ?? 0 };
}

export async function isEnrolled(db: DbOrTx, projectId: number, supplierId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.projectId, projectId), eq(enrolments.supplierId, supplierId)))
    .limit(1);
  return row !== undefined;
}

export type NewLetter = typeof resultLetters.$inferInsert;
export type LetterRow = typeof resultLetters.$inferSelect;

export async function insertLetters(tx: DbOrTx, rows: NewLetter[]): Promise<void> {
  if (rows.length > 0) await tx.insert(resultLetters).values(rows);
}

export async function findLetter(db: DbOrTx, projectId: number, supplierId: number): Promise<LetterRow | undefined> {
  const [row] = await db
    .select()
    .from(resultLetters)
    .where(and(eq(resultLetters.projectId, projectId), eq(resultLetters.supplierId, supplierId)))
    .limit(1);
  return row;
}

export async function findCompanyName(db: DbOrTx, supplierId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: suppliers.companyName })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId))
    .limit(1);
  return row?.name;
}
