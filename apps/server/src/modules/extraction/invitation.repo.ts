import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { extractions, invitations, projects, specialists } from '../../db/schema/index.ts';
import type { ExtractionKind } from './extraction.repo.ts';

export type NewInvitation = typeof invitations.$inferInsert;

export async function insertInvitations(db: DbOrTx, rows: NewInvitation[]) {
  if (rows.length === 0) return [];
  return db
    .insert(invitations)
    .values(rows)
    .returning({ id: invitations.id, specialistId: invitations.specialistId, seat: invitations.seat });
}

/** Everyone ever drawn for the project (or the task): never drawn twice, whatever they answered. */
export async function drawnSpecialistIds(db: DbOrTx, scope: { projectId: number } | { extractionId: number }) {
  const rows = await db
    .select({ id: invitations.specialistId })
    .from(invitations)
    .innerJoin(extractions, eq(extractions.id, invitations.extractionId))
    .where(
      'projectId' in scope
        ? eq(extractions.projectId, scope.projectId)
        : eq(invitations.extractionId, scope.extractionId),
    );
  return rows.map((r) => r.id);
}

const replacement = alias(invitations, 'replacement');

/**
 * The committee list: every invitation with the expert and the invitation that replaced it, in seat order. The
 * replacement is joined within the same extraction so that the join uses the extraction index.
 */
export function listInvitations(db: DbOrTx, extractionId: number) {
  return db
    .select({
      id: invitations.id,
      specialistId: invitations.specialistId,
      specialistName: specialists.name,
      mobile: specialists.mobile,
      employer: specialists.employer,
      title: specialists.title,
      seat: invitations.seat,
      category: invitations.category,
      isAffirm: invitations.isAffirm,
      affirmTime: invitations.affirmTime,
      remark: invitations.remark,
      sendurlSendtime: invitations.sendurlSendtime,
      replacesId: invitations.replacesId,
      replacedById: replacement.id,
    })
    .from(invitations)
    .innerJoin(specialists, eq(specialists.id, invitations.specialistId))
    .leftJoin(
      replacement,
      and(eq(replacement.extractionId, invitations.extractionId), eq(replacement.replacesId, invitations.id)),
    )
    .where(eq(invitations.extractionId, extractionId))
    .orderBy(asc(invitations.id));
}
export type InvitationRow = Awaited<ReturnType<typeof listInvitations>>[number];

/** One invitation with its extraction's kind, for the staff actions (replace, cancel). */
export async function findInvitation(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: invitations.id,
      extractionId: invitations.extractionId,
      kind: extractions.kind,
      specialistId: invitations.specialistId,
      seat: invitations.seat,
      isAffirm: invitations.isAffirm,
    })
    .from(invitations)
    .innerJoin(extractions, eq(extractions.id, invitations.extractionId))
    .where(eq(invitations.id, id));
  return row;
}

/**
 * What a confirmation page may learn from its link key: the invitation, the expert and, for a project, the bid
 * opening. Only the SHA-256 of the key is stored, so a leaked table gives no working link.
 */
export async function findInvitationByKeyHash(db: DbOrTx, keyHash: string, kind: ExtractionKind) {
  const [row] = await db
    .select({
      id: invitations.id,
      extractionId: invitations.extractionId,
      seat: invitations.seat,
      isAffirm: invitations.isAffirm,
      affirmTime: invitations.affirmTime,
      sendurlSendtime: invitations.sendurlSendtime,
      specialistId: specialists.id,
      specialistName: specialists.name,
      mobile: specialists.mobile,
      openTime: projects.openTime,
      address: projects.openAddress,
    })
    .from(invitations)
    .innerJoin(extractions, eq(extractions.id, invitations.extractionId))
    .innerJoin(specialists, eq(specialists.id, invitations.specialistId))
    .leftJoin(projects, eq(projects.id, extractions.projectId))
    .where(and(eq(invitations.keyHash, keyHash), eq(extractions.kind, kind)));
  return row;
}

/** Records the expert's answer; false when it was already answered (single answer across processes). */
export async function recordAnswer(
  db: DbOrTx,
  id: number,
  answer: { isAffirm: 1 | -1; affirmTime: Date; remark: string | null },
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set(answer)
    .where(and(eq(invitations.id, id), eq(invitations.isAffirm, 0), eq(invitations.seat, 'member')))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** Staff record that a confirmed expert cannot attend after all (isAffirm 2); false unless it was confirmed. */
export async function markCannotAttend(db: DbOrTx, id: number, at: Date, reason: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ isAffirm: 2, affirmTime: at, remark: reason })
    .where(and(eq(invitations.id, id), eq(invitations.isAffirm, 1)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** A held backup takes the freed seat: it becomes a member with a fresh link sent now. */
export async function promoteBackup(
  db: DbOrTx,
  id: number,
  change: { keyHash: string; sendurlSendtime: Date; replacesId: number },
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ ...change, seat: 'member' })
    .where(and(eq(invitations.id, id), eq(invitations.seat, 'backup')))
    .returning({ id: invitations.id });
  return rows.length === 1;
}
