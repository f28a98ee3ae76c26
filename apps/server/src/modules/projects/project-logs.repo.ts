import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { withoutSealedBidders } from '../../platform/audit/audit-log.repo.ts';

/**
 * The 操作日志 of one project: audit lines whose target is the project, newest first. `hidden` actions are left out
 * in the query itself, so the total and the pages read exactly as if those lines had never been written; so are
 * the lines naming a bidder until the project is opened (audit/bidder-log-actions.ts), whoever reads.
 */
export async function listProjectAuditPage(
  db: DbOrTx,
  projectId: number,
  page: { page: number; pageSize: number },
  hidden: readonly string[] = [],
) {
  const where = and(
    eq(auditLogs.targetType, 'project'),
    eq(auditLogs.targetId, String(projectId)),
    hidden.length > 0 ? notInArray(auditLogs.action, [...hidden]) : undefined,
    withoutSealedBidders(),
  );
  const [totalRow] = await db.select({ n: count() }).from(auditLogs).where(where);
  const rows = await db
    .select({
      id: auditLogs.id,
      action: auditLogs.action,
      actorName: auditLogs.actorName,
      ip: auditLogs.ip,
      detail: auditLogs.detail,
      createdAt: auditLogs.createdAt,
    })
    .from(auditLogs)
    .where(where)
    .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: totalRow?.n ?? 0 };
}
