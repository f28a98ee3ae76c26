/** The 供应商管理 calls (staff with system:suppler): the list, one company, its review, freeze and history. */
import { z } from 'zod';
import { requiredText } from '../auth/fields.ts';
import { isCleared, optionalDate, optionalKeyword } from '../common/filter-fields.ts';
import { idField } from '../id-field.ts';
import { pageFields } from '../project/paging.ts';
import { SUPPLIER_STATUSES } from './labels.ts';
import { fileIdField } from './schema.ts';

const listFilters = {
  status: z
    .union([z.enum(SUPPLIER_STATUSES), z.literal('')], { error: '供应商状态不正确' })
    .nullish()
    .transform((v) => (isCleared(v) ? undefined : v)),
  /** Part of the company name, credit code or account. */
  keyword: optionalKeyword,
  /** Registration date range, Beijing days, both ends included. */
  registeredFrom: optionalDate('注册开始日期'),
  registeredTo: optionalDate('注册结束日期'),
};

const rangeInOrder = <T extends { registeredFrom?: string; registeredTo?: string }>(q: T) =>
  !q.registeredFrom || !q.registeredTo || q.registeredFrom <= q.registeredTo;
const rangeMessage = { path: ['registeredTo'], message: '结束日期不能早于开始日期' };

/** `POST /api/supplerManage/list` (docs/integration.md: `{ page, pageSize, status?, keyword? }`, more filters added). */
export const supplierListInput = z.object({ ...pageFields, ...listFilters }).refine(rangeInOrder, rangeMessage);

/** `GET /api/supplerManage/export`: the same filters, every matching row. */
export const supplierExportQuery = z.object(listFilters).refine(rangeInOrder, rangeMessage);

export const supplierIdInput = z.object({ id: idField('供应商') });
export type SupplierIdInput = z.input<typeof supplierIdInput>;

/** `GET /api/supplerManage/file?id=`: a company's document, by its file id (a licence or qualification file). */
export const supplierDocumentQuery = z.object({ id: fileIdField('') });

/** `POST /api/supplerManage/audit`: `{ id, pass, reason? }`, the reason required when rejecting. */
export const auditSupplierInput = z
  .object({
    id: idField('供应商'),
    pass: z.boolean({ error: '请选择审核结果' }),
    reason: z
      .string({ error: '审核意见格式不正确' })
      .trim()
      .max(500, '审核意见不能超过500个字符')
      .nullish()
      .transform((v) => v ?? ''),
  })
  .refine((a) => a.pass || a.reason !== '', { path: ['reason'], message: '请输入驳回原因' });

/** `POST /api/supplerManage/freeze` and `/unfreeze`: both need a reason the company is told. */
export const freezeSupplierInput = z.object({
  id: idField('供应商'),
  reason: requiredText('请输入原因', 500, '原因'),
});
