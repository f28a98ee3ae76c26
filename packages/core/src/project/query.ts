/**
 * Inputs of the project calls other than create/edit (schema.ts): the list filters, the id-only actions, pause and
 * the 操作日志 tab. Shared by the server routes and the web.
 */
import { z } from 'zod';
import { isCleared, optionalDate, optionalId, optionalKeyword } from '../common/filter-fields.ts';
import { PROJECT_STATES } from './lifecycle.ts';
import { pageFields } from './paging.ts';
import { toPurchaseWay } from './purchase-way.ts';
import { idField } from './schema.ts';

export const projectListQuery = z
  .object({
    ...pageFields,
    /** Part of the project name or code. */
    keyword: optionalKeyword,
    purchaseWay: z
      .union([z.number(), z.string()], { error: '采购方式不正确' })
      .nullish()
      .transform((v, ctx) => {
        if (isCleared(v)) return undefined;
        const way = toPurchaseWay(v);
        if (way === null) {
          ctx.addIssue({ code: 'custom', message: '采购方式不正确' });
          return z.NEVER;
        }
        return way;
      }),
    /** The effective state (enrolling past enrollEndTime counts as bidding), paused projects included. */
    status: z
      .union([z.enum(PROJECT_STATES), z.literal('')], { error: '项目状态不正确' })
      .nullish()
      .transform((v) => (isCleared(v) ? undefined : v)),
    /** true: only paused projects (已暂停); false: only running ones. A query string sends 'true' / 'false'. */
    paused: z
      .preprocess(
        (v) => (v === 'true' ? true : v === 'false' ? false : v === '' ? undefined : v),
        z.boolean({ error: '暂停筛选须为是或否' }).nullish(),
      )
      .transform((v) => v ?? undefined),
    needDeptId: optionalId('需求部门'),
    manageDeptId: optionalId('管理部门'),
    /** Creation date range, Beijing days, both ends included. */
    createdFrom: optionalDate('开始日期'),
    createdTo: optionalDate('结束日期'),
  })
  .refine((q) => !q.createdFrom || !q.createdTo || q.createdFrom <= q.createdTo, {
    path: ['createdTo'],
    message: '结束日期不能早于开始日期',
  });
export type ProjectListQueryInput = z.input<typeof projectListQuery>;
export type ProjectListQuery = z.output<typeof projectListQuery>;

export const projectIdInput = z.object({ id: idField('项目') });

/** 选择评分标准 on a published project that was published without one. */
export const setGradingStandardInput = z.object({ id: idField('项目'), gradingStandardId: idField('评分标准') });
export type SetGradingStandardInput = z.output<typeof setGradingStandardInput>;

export const PAUSE_REASON_MAX = 500;

/** The lifecycle refuses a blank reason too (canPerform); the form shows this message beside the field. */
export const pauseProjectInput = z.object({
  id: idField('项目'),
  reason: z
    .string({ error: '请填写暂停原因' })
    .trim()
    .min(1, '请填写暂停原因')
    .max(PAUSE_REASON_MAX, `暂停原因不能超过${PAUSE_REASON_MAX}个字符`),
});

export const projectLogsQuery = z.object({ id: idField('项目'), ...pageFields });
