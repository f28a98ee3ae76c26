import { formatDateTimeCn, SUPPLIER_STATUS_LABELS, type SupplierListItem } from '@swp/core';
import { tableWorkbook, type XlsxColumn } from '../../lib/xlsx-table.ts';

/** The export's columns: the list's fields in Chinese, as the list shows them. */
const EXPORT_COLUMNS: XlsxColumn<SupplierListItem>[] = [
  { header: '编号', width: 8, value: (s) => s.id },
  { header: '企业名称', width: 30, value: (s) => s.companyName },
  { header: '统一社会信用代码', width: 22, value: (s) => s.creditCode },
  { header: '账号', width: 16, value: (s) => s.account },
  { header: '法定代表人', width: 12, value: (s) => s.legalPerson },
  { header: '联系人', width: 12, value: (s) => s.contactName },
  { header: '手机号', width: 14, value: (s) => s.mobile },
  { header: '状态', width: 10, value: (s) => SUPPLIER_STATUS_LABELS[s.status] },
  { header: '驳回/冻结原因', width: 30, value: (s) => s.reviewReason ?? '' },
  { header: '禁止参与', width: 10, value: (s) => (s.banned ? '是' : '否') },
  { header: '资质到期提醒', width: 12, value: (s) => s.expiringDocuments },
  { header: '注册时间', width: 20, value: (s) => formatDateTimeCn(Date.parse(s.registeredAt)) },
  { header: '更新时间', width: 20, value: (s) => formatDateTimeCn(Date.parse(s.updatedAt)) },
];

export const EXPORT_SHEET_NAME = '供应商名单';

export async function buildSupplierWorkbook(rows: readonly SupplierListItem[]): Promise<Buffer> {
  return tableWorkbook(EXPORT_SHEET_NAME, EXPORT_COLUMNS, rows);
}
