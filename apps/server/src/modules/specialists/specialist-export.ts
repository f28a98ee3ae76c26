import {
  EXPERT_CATEGORY_LABELS,
  externalLabel,
  GENDER_LABELS,
  SPECIALIST_STATUS_LABELS,
  type SpecialistListItem,
} from '@swp/core';
import { tableWorkbook, type XlsxColumn } from '../../lib/xlsx-table.ts';

/** The export's columns: the list's fields in Chinese, ID numbers masked exactly as in the list. */
const EXPORT_COLUMNS: XlsxColumn<SpecialistListItem>[] = [
  { header: '编号', width: 8, value: (e) => e.id },
  { header: '姓名', width: 12, value: (e) => e.name },
  { header: '性别', width: 6, value: (e) => (e.gender ? GENDER_LABELS[e.gender] : '') },
  { header: '手机号', width: 14, value: (e) => e.mobile },
  { header: '身份证号', width: 22, value: (e) => e.idNumber },
  { header: '出生日期', width: 12, value: (e) => e.birthDate ?? '' },
  { header: '职称', width: 14, value: (e) => e.title },
  { header: '专业类别', width: 28, value: (e) => e.specialties.map((s) => s.name).join('、') },
  { header: '工作单位', width: 26, value: (e) => e.employer },
  { header: '所在地区', width: 12, value: (e) => e.region },
  { header: '专家类别', width: 10, value: (e) => EXPERT_CATEGORY_LABELS[e.category] },
  { header: '内部/外部', width: 10, value: (e) => externalLabel(e.external) },
  { header: '状态', width: 8, value: (e) => SPECIALIST_STATUS_LABELS[e.status] },
  { header: '黑名单', width: 8, value: (e) => (e.blacklisted ? '是' : '否') },
  { header: '部门/专业组', width: 14, value: (e) => e.deptName },
  { header: '专家账号', width: 14, value: (e) => e.account ?? '' },
  { header: '受邀次数', width: 10, value: (e) => e.invitationCount },
  { header: '拒绝次数', width: 10, value: (e) => e.declineCount },
];

export const EXPORT_SHEET_NAME = '专家库';

export async function buildExportWorkbook(experts: readonly SpecialistListItem[]): Promise<Buffer> {
  return tableWorkbook(EXPORT_SHEET_NAME, EXPORT_COLUMNS, experts);
}
