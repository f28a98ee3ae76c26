/** The 操作日志 search: who, what, which object, which Beijing days; the list pages it, the export takes it all. */
import { z } from 'zod';
import { isCleared, optionalDate, optionalKeyword } from '../common/filter-fields.ts';
import { pageFields } from '../project/paging.ts';

/**
 * The most lines one export writes. A bigger workbook is slow to build and to open; the user is asked to narrow
 * the search instead of getting a silently cut file.
 */
export const AUDIT_EXPORT_MAX = 10_000;
export const auditExportTooMany = (total: number) =>
  `符合条件的日志共${total}条，超过单次导出上限${AUDIT_EXPORT_MAX}条，请缩小时间范围或增加筛选条件后再导出`;

/** An exact code (an action like project.open, a target type like project): trimmed, '' means no filter. */
const optionalCode = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(64, `${label}不能超过64个字符`)
    .nullish()
    .transform((v) => (isCleared(v) ? undefined : v));

const filters = {
  /** Part of the actor's name or account id, matched literally. */
  actor: optionalKeyword,
  action: optionalCode('操作'),
  targetType: optionalCode('对象类型'),
  targetId: optionalCode('对象编号'),
  /** Beijing days, both ends included. */
  from: optionalDate('开始日期'),
  to: optionalDate('结束日期'),
};

const rangeInOrder = <T extends { from?: string; to?: string }>(q: T) => !q.from || !q.to || q.from <= q.to;
const rangeMessage = { path: ['to'], message: '结束日期不能早于开始日期' };

/** `GET /api/auditLog/list?page&pageSize&actor&action&targetType&targetId&from&to`. */
export const auditLogListQuery = z.object({ ...pageFields, ...filters }).refine(rangeInOrder, rangeMessage);

/** `GET /api/auditLog/export`: the same filters, every matching line (up to AUDIT_EXPORT_MAX). */
export const auditLogExportQuery = z.object(filters).refine(rangeInOrder, rangeMessage);
export type AuditLogFilter = z.output<typeof auditLogExportQuery>;
