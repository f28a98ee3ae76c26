import { z } from 'zod';
import { smsCodeField } from '../auth/fields.ts';
import { bidPublicIdField } from '../bid/schema.ts';
import { idField } from '../id-field.ts';
import { pageFields } from '../project/paging.ts';
import { moneyField } from '../project/schema.ts';
import { EVAL_STEPS } from './labels.ts';

const projectIdField = idField('项目');
export const evalProjectInput = z.object({ projectId: projectIdField });
export const evalPageInput = z.object(pageFields);

/** GET ?projectId=&bidId=&inline=1 */
export const evalBidFileInput = z.object({
  projectId: projectIdField,
  /** The bid's public id (bidders[].bidId of the workspace). */
  bidId: bidPublicIdField,
  inline: z.enum(['0', '1']).optional(),
});

export const voteChairInput = z.object({ projectId: projectIdField, candidateId: idField('组长人选') });
export const nameChairInput = z.object({ projectId: projectIdField, specialistId: idField('组长人选') });

const reasonText = (label: string, max: number) =>
  z
    .string({ error: `${label}须为文字` })
    .trim()
    .max(max, `${label}不能超过${max}个字`);

/**
 * A score as typed: '' or null while the expert has not typed it (暂存 keeps an incomplete sheet); otherwise a
 * non-negative number with at most two decimals, kept as a decimal string. Bounds and the low-score comment are
 * checked against the item (core evaluation/arithmetic sheetRules), which this schema does not know.
 */
export const scoreText = z
  .string({ error: '分值须为数字' })
  .trim()
  .regex(/^(\d{1,3}(\.\d{1,2})?)?$/, '分值须为不小于0的数字，最多两位小数')
  .nullable();

/** One 初步评审 verdict: pass/fail of one bidder on one item, a reason for every fail (null = not decided yet). */
export const preliminaryEntry = z.object({
  bidId: bidPublicIdField,
  itemId: idField('评审项'),
  pass: z.boolean({ error: '请选择通过或不通过' }).nullable(),
  reason: reasonText('不通过理由', 500).optional(),
});
export type PreliminaryEntry = z.infer<typeof preliminaryEntry>;

/** One 详细评审 score of one bidder on one business/technical item, with the expert's comment. */
export const detailedEntry = z.object({
  bidId: bidPublicIdField,
  itemId: idField('评分项'),
  score: scoreText,
  comment: reasonText('评审意见', 500).optional(),
});
export type DetailedEntry = z.infer<typeof detailedEntry>;

const MAX_ENTRIES = 5000;
const entries = <T extends z.ZodType>(entry: T) => z.array(entry).max(MAX_ENTRIES, '评审内容过多');

/** 暂存 and 提交 take the whole sheet of one step (the page sends what it shows). */
export const sheetInput = z.discriminatedUnion(
  'step',
  [
    z.object({ projectId: projectIdField, step: z.literal('preliminary'), entries: entries(preliminaryEntry) }),
    z.object({ projectId: projectIdField, step: z.literal('detailed'), entries: entries(detailedEntry) }),
  ],
  { error: '评审阶段不正确' },
);
export type SheetInput = z.input<typeof sheetInput>;

export const returnSheetInput = z.object({
  projectId: projectIdField,
  specialistId: idField('专家'),
  step: z.enum(EVAL_STEPS, { error: '评审阶段不正确' }),
  reason: reasonText('退回原因', 500).min(1, '请填写退回原因'),
});
export type ReturnSheetInput = z.input<typeof returnSheetInput>;

/** 签名确认: the SMS code sent to the expert's mobile, and any dissent (不同意见) in writing. */
export const signInput = z.object({
  projectId: projectIdField,
  code: smsCodeField,
  dissent: reasonText('不同意见', 2000).optional(),
});
export type SignInput = z.input<typeof signInput>;

/** 竞争性谈判: staff open a round; the deadline is an ISO time in the future (checked by the server's clock). */
export const openRoundInput = z.object({
  projectId: projectIdField,
  note: reasonText('谈判内容', 1000).min(1, '请填写本轮谈判内容'),
  deadline: z.iso.datetime({ offset: true, error: '请选择最后报价截止时间' }),
});
export type OpenRoundInput = z.input<typeof openRoundInput>;

export const roundOfferInput = z.object({
  projectId: projectIdField,
  offer: moneyField('最后报价').refine((v) => v !== '0.00', '最后报价须大于0'),
});

/** 竞争性谈判 without a round: the chair records why the committee holds none (shown in the report and the 操作日志). */
export const waiveNegotiationInput = z.object({
  projectId: projectIdField,
  reason: reasonText('不进行谈判的理由', 500).min(1, '请填写不进行谈判的理由'),
});
