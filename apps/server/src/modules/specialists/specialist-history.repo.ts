import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLogs, extractions, invitations, projects } from '../../db/schema/index.ts';

/**
 * Read-only views of what other features record about an expert: the invitations (评审记录) with their extraction
 * and project, and the audit line of the last freeze (the table has no column for the reason).
 */

export function invitationsOf(db: DbOrTx, specialistId: number) {
  return db
    .select({
      invitationId: invitations.id,
      extractionId: invitations.extractionId,
      kind: extractions.kind,
      projectId: extractions.projectId,
      projectCode: projects.projectCode,
      projectName: projects.projectName,
      taskName: extractions.taskName,
      createdBy: extractions.createdBy,
      seat: invitations.seat,
      category: invitations.category,
      isAffirm: invitations.isAffirm,
      remark: invitations.remark,
      sendurlSendtime: invitations.sendurlSendtime,
      invitedAt: invitations.createdAt,
      affirmTime: invitations.affirmTime,
      openTime: projects.openTime,
    })
    .from(invitations)
    .innerJoin(extractions, eq(extractions.id, invitations.extractionId))
    .leftJoin(projects, eq(projects.id, extractions.projectId))
    .where(eq(invitations.specialistId, specialistId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}
export type InvitationHistoryRow = Awaited<ReturnType<typeof invitationsOf>>[number];

/** PostgreSQL takes at most 65,535 parameters per statement: an export of the whole pool asks in chunks. */
const CHUNK = 1000;

/**
 * What the invitation and decline counts of many experts need: per invitation its expert, its answer, and what
 * the confidentiality rule reads (the extraction's creator, the project's openTime). Counted by the service,
 * which drops the invitations the viewer may not learn of (extraction/committee-access.ts).
 */
export async function invitationFactsOf(db: DbOrTx, specialistIds: readonly number[]) {
  const out = [];
  for (let i = 0; i < specialistIds.length; i += CHUNK) {
    out.push(
      ...(await db
        .select({
          specialistId: invitations.specialistId,
          isAffirm: invitations.isAffirm,
          createdBy: extractions.createdBy,
          openTime: projects.openTime,
        })
        .from(invitations)
        .innerJoin(extractions, eq(extractions.id, invitations.extractionId))
        .leftJoin(projects, eq(projects.id, extractions.projectId))
        .where(inArray(invitations.specialistId, specialistIds.slice(i, i + CHUNK)))),
    );
  }
  return out;
}

export async function lastFreeze(db: DbOrTx, specialistId: number) {
  const [row] = await db
    .select({ detail: auditLogs.detail, at: auditLogs.createdAt, by: auditLogs.actorName })
    .from(auditLogs)
    .where(
      and(
        eq(auditLogs.action, 'specialist.freeze'),
        eq(auditLogs.targetType, 'specialist'),
        eq(auditLogs.targetId, String(specialistId)),
      ),
    )
    .orderBy(desc(auditLogs.id))
    .limit(1);
  if (!row) return null;
  const reason = (row.detail as { reason?: unknown } | null)?.reason;
  return { reason: typeof reason === 'string' ? reason : '', at: row.at, by: row.by };
}
