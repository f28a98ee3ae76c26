import { and, desc, eq } from 'drizzle-orm';
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
