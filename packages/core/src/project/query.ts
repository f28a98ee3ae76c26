/**
 * Inputs of the project calls other than create/edit (schema.ts): the list filters, the id-only actions, pause and
 * the 操作日志 tab. Shared by the server routes and the web.
 */
import { z } from 'zod';
import { PROJECT_STATES } from './lifecycle.ts';
import { pageFields } from './paging.ts';
import { toPurchaseWay } from './purchase-way.ts';
import { idField } from './schema.ts';
import { parseDateTime } from './time.ts';

/** A filter the user cleared arrives as '', null or not at all: each means "no filter" (undefined). */
const isCleared = (v: unknown): v is '' | null | undefined => v === '' || v === null || v === undefined;

const optionalId = (label: string) => z.preprocess((v) => (isCleared(v) ? undefined : v), idField(label).optional());

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A Beijing calendar day `YYYY-MM-DD` (the range picker's value). */
const optionalDate = (label: string) =>
  z
    .string({ error: `${label}须为日期` })
    .trim()
    .nullish()
    .transform((v) => (isCleared(v) ? undefined : v))
    .refine(
      (v) => v === undefined || (DATE_ONLY.test(v) && parseDateTime(v) !== null),
      `${label}须为有效的日期（YYYY-MM-DD）`,
    );

export const projectListQuery = z
  .object({
    ...pageFields,
    /** Part of the project name or code. */
    keyword: z
      .string({ error: '关键字须为文本' })
      .trim()
      .max(100, '关键字不能超过100个字符')
      .nullish()
      .transform((v) => (isCleared(v) ? undefined : v)),
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
export type ProjectIdInput = z.input<typeof projectIdInput>;

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
export type PauseProjectInput = z.input<typeof pauseProjectInput>;

export const projectLogsQuery = z.object({ id: idField('项目'), ...pageFields });
export type ProjectLogsQueryInput = z.input<typeof projectLogsQuery>;
