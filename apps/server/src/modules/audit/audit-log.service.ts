/**
 * 操作日志 view (docs/security.md): the append-only log, searched and paged, or exported. Reading it changes nothing, so
 * it is not audited itself — except the export, which takes a copy of the log out of the system.
 */
import {
  AUDIT_EXPORT_MAX,
  type AuditLogEntry,
  type AuditLogFilter,
  auditActionLabel,
  auditExportTooMany,
  auditRoleLabel,
  auditTargetLabel,
  describeLogDetail,
  type Page,
  shanghaiDateKey,
} from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { isAdministrator } from '../extraction/committee-access.ts';
import { actorOf, audit } from './audit.service.ts';
import { type AuditLine, auditLogWhere, countAuditLines, findAuditLines } from './audit-log.repo.ts';
import { buildAuditWorkbook } from './audit-log-excel.ts';

const toEntry = (line: AuditLine): AuditLogEntry => ({
  ...line,
  actorRoleLabel: auditRoleLabel(line.actorRole),
  actionLabel: auditActionLabel(line.action, line.detail),
  targetTypeLabel: auditTargetLabel(line.targetType),
  createdAt: line.createdAt.toISOString(),
  detail: line.detail ?? null,
  detailText: describeLogDetail(line.action, line.detail ?? null),
});

/**
 * The committee stays confidential before the opening (docs/rules.md, extraction/committee-access.ts): its audit lines
 * name the drawn experts and their invitations, so only an administrator reads them here. Whether a line's
 * committee is still confidential is not decided line by line: a non-administrator holder of sys:user:user never
 * sees the `extraction.*` lines (the project's own 操作日志 shows its committee lines once openTime has passed).
 * The lines naming a bidder are left out for every reader, administrators included, until the project is opened
 * (bidder-log-actions.ts; auditLogWhere applies it whatever the filter).
 */
const scopeFor = (principal: Principal, filter: AuditLogFilter) => ({
  ...filter,
  withoutCommittee: !isAdministrator(principal),
});

export async function listAuditLog(
  deps: Deps,
  principal: Principal,
  query: AuditLogFilter & { page: number; pageSize: number },
): Promise<Page<AuditLogEntry>> {
  const where = auditLogWhere(scopeFor(principal, query));
  const total = await countAuditLines(deps.db, where);
  const lines = await findAuditLines(deps.db, where, query.pageSize, (query.page - 1) * query.pageSize);
  return { list: lines.map(toEntry), total, page: query.page, pageSize: query.pageSize };
}

/** The matching lines as a workbook; more than AUDIT_EXPORT_MAX is refused with the count, never cut silently. */
export async function exportAuditLog(deps: Deps, principal: Principal, filter: AuditLogFilter, meta: RequestMeta) {
  const where = auditLogWhere(scopeFor(principal, filter));
  const total = await countAuditLines(deps.db, where);
  if (total > AUDIT_EXPORT_MAX) throw ruleBroken(auditExportTooMany(total));
  const lines = await findAuditLines(deps.db, where, AUDIT_EXPORT_MAX);
  const data = await buildAuditWorkbook(lines.map(toEntry));
  await audit(deps.db, deps.clock, {
    actor: actorOf(principal),
    action: 'auditLog.export',
    target: { type: 'auditLog' },
    detail: { filter, count: lines.length },
    ip: meta.ip,
  });
  const day = shanghaiDateKey(deps.clock.now().getTime()).replaceAll('-', '');
  return { data, fileName: `操作日志_${day}.xlsx`, asciiName: `audit_log_${day}.xlsx` };
}
