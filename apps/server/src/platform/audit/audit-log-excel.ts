import { type AuditLogEntry, SHANGHAI_OFFSET_MS } from '@swp/core';
import { tableWorkbook, type XlsxColumn } from '../../lib/xlsx-table.ts';

/** Beijing time to the second (`2026-04-01 12:05:06`): two lines of one click often share the minute. */
const beijingSeconds = (iso: string) =>
  new Date(Date.parse(iso) + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The export's columns: what the 操作日志 table shows, in the same words. */
const EXPORT_COLUMNS: XlsxColumn<AuditLogEntry>[] = [
  { header: '时间', width: 20, value: (e) => beijingSeconds(e.createdAt) },
  { header: '操作人类型', width: 12, value: (e) => e.actorRoleLabel },
  { header: '操作人', width: 14, value: (e) => e.actorName },
  { header: '操作', width: 22, value: (e) => e.actionLabel },
  { header: '对象类型', width: 12, value: (e) => e.targetTypeLabel },
  { header: '对象编号', width: 12, value: (e) => e.targetId ?? '' },
  { header: '对象名称', width: 30, value: (e) => e.targetName ?? '' },
  { header: '详情', width: 50, value: (e) => e.detailText },
  { header: 'IP', width: 16, value: (e) => e.ip },
];

export const AUDIT_EXPORT_SHEET_NAME = '操作日志';
export const AUDIT_EXPORT_HEADERS = EXPORT_COLUMNS.map((c) => c.header);

export async function buildAuditWorkbook(entries: readonly AuditLogEntry[]): Promise<Buffer> {
  return tableWorkbook(AUDIT_EXPORT_SHEET_NAME, EXPORT_COLUMNS, entries);
}
