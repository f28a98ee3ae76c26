import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  chairVotes,
  evaluationSignatures,
  evaluations,
  extractions,
  invitations,
  specialists,
} from '../../db/schema/index.ts';

/**
 * The committee of a project (docs/rules.md): the experts whose invitation of the project's extraction holds a
 * member seat and is confirmed (isAffirm 1) — a confirmed replacement included, anyone who declined, timed out or
 * was marked 不能参加 left out. In invitation order, so every list of the committee reads the same.
 */
export function listCommittee(db: DbOrTx, projectId: number) {
  return db
    .select({ specialistId: invitations.specialistId, name: specialists.name, mobile: specialists.mobile })
    .from(invitations)
    .innerJoin(extractions, eq(extractions.id, invitations.extractionId))
    .innerJoin(specialists, eq(specialists.id, invitations.specialistId))
    .where(
      and(
        eq(extractions.kind, 'project'),
        eq(extractions.projectId, projectId),
        eq(invitations.seat, 'member'),
        eq(invitations.isAffirm, 1),
      ),
    )
    .orderBy(asc(invitations.id));
}
export type CommitteeRow = Awaited<ReturnType<typeof listCommittee>>[number];

export type EvaluationRow = typeof evaluations.$inferSelect;

export async function findEvaluation(db: DbOrTx, projectId: number): Promise<EvaluationRow | undefined> {
  const [row] = await db.select().from(evaluations).where(eq(evaluations.projectId, projectId)).limit(1);
  return row;
}

/** Creates the project's evaluation row once (two first visits at once: one row). */
export async function ensureEvaluation(db: DbOrTx, projectId: number): Promise<void> {
  await db.insert(evaluations).values({ projectId }).onConflictDoNothing();
}

/**
 * Locks the evaluation row: 'update' for the committee-wide steps (chair, closing a step, the result), which then
 * run one at a time per project; 'share' for one member's sheet or signature, which run side by side but never
 * during such a step, so a step reads every sheet as it is.
 */
export async function lockEvaluation(tx: DbOrTx, projectId: number, mode: 'update' | 'share'): Promise<EvaluationRow> {
  await ensureEvaluation(tx, projectId);
  const [row] = await tx.select().from(evaluations).where(eq(evaluations.projectId, projectId)).limit(1).for(mode);
  return row!;
}

export function listVotes(db: DbOrTx, projectId: number) {
  return db
    .select({ voterId: chairVotes.voterId, candidateId: chairVotes.candidateId })
    .from(chairVotes)
    .where(eq(chairVotes.projectId, projectId));
}

/** One vote per member and project; voting again replaces the earlier vote. */
export async function upsertVote(
  tx: DbOrTx,
  vote: { projectId: number; voterId: number; candidateId: number; at: Date },
) {
  await tx
    .insert(chairVotes)
    .values({ projectId: vote.projectId, voterId: vote.voterId, candidateId: vote.candidateId, votedAt: vote.at })
    .onConflictDoUpdate({
      target: [chairVotes.projectId, chairVotes.voterId],
      set: { candidateId: vote.candidateId, votedAt: vote.at },
    });
}

export async function countVotesFor(tx: DbOrTx, projectId: number, candidateId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(chairVotes)
    .where(and(eq(chairVotes.projectId, projectId), eq(chairVotes.candidateId, candidateId)));
  return row!.n;
}

/** Sets the chair only while there is none: false when another chair got there first. */
export async function setChair(
  tx: DbOrTx,
  projectId: number,
  chair: { specialistId: number; chosenBy: 'election' | 'staff'; staffId?: number },
): Promise<boolean> {
  const rows = await tx
    .update(evaluations)
    .set({
      chairSpecialistId: chair.specialistId,
      chairChosenBy: chair.chosenBy,
      chairNamedByStaffId: chair.staffId ?? null,
    })
    .where(and(eq(evaluations.projectId, projectId), isNull(evaluations.chairSpecialistId)))
    .returning({ projectId: evaluations.projectId });
  return rows.length === 1;
}

/** Closes 初步评审 once: false when it was closed already. */
export async function closePreliminary(tx: DbOrTx, projectId: number, preliminary: unknown, at: Date) {
  const rows = await tx
    .update(evaluations)
    .set({ preliminary, preliminaryDoneAt: at })
    .where(and(eq(evaluations.projectId, projectId), isNull(evaluations.preliminaryDoneAt)))
    .returning({ projectId: evaluations.projectId });
  return rows.length === 1;
}

/** Freezes the report once: false when a result was submitted already. */
export async function storeReport(
  tx: DbOrTx,
  projectId: number,
  report: { reportNo: string; body: unknown; at: Date },
) {
  const rows = await tx
    .update(evaluations)
    .set({ reportNo: report.reportNo, report: report.body, submittedAt: report.at })
    .where(and(eq(evaluations.projectId, projectId), isNull(evaluations.submittedAt)))
    .returning({ projectId: evaluations.projectId });
  return rows.length === 1;
}

export function listSignatures(db: DbOrTx, projectId: number) {
  return db
    .select({
      specialistId: evaluationSignatures.specialistId,
      dissent: evaluationSignatures.dissent,
      signedAt: evaluationSignatures.signedAt,
    })
    .from(evaluationSignatures)
    .where(eq(evaluationSignatures.projectId, projectId));
}
export type SignatureRow = Awaited<ReturnType<typeof listSignatures>>[number];

/** Signs once: false when this member had signed already (the primary key). */
export async function insertSignature(
  tx: DbOrTx,
  row: { projectId: number; specialistId: number; dissent: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(evaluationSignatures)
    .values({ projectId: row.projectId, specialistId: row.specialistId, dissent: row.dissent, signedAt: row.at })
    .onConflictDoNothing()
    .returning({ specialistId: evaluationSignatures.specialistId });
  return rows.length === 1;
}

/** Whether the specialist signed the project's report (checked before an SMS code is used up). */
export async function hasSigned(db: DbOrTx, projectId: number, specialistId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(evaluationSignatures)
    .where(and(eq(evaluationSignatures.projectId, projectId), eq(evaluationSignatures.specialistId, specialistId)))
    .limit(1);
  return row !== undefined;
}
