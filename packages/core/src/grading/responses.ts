/** What the 评分标准管理 calls answer. Max points are decimal strings ("30.00"), null for 初步评审 items. */
import { z } from 'zod';
import { answerField, pageSchema } from '../envelope.ts';
import { PRICE_FORMULAS } from '../evaluation/labels.ts';
import { gradingItemOutput } from '../evaluation/responses.ts';

export const gradingListRowOutput = z.object({
  id: answerField.id,
  name: z.string(),
  priceFormula: z.enum(PRICE_FORMULAS),
  priceFormulaLabel: z.string(),
  /** Items of 初步评审 and of 详细评审. */
  preliminaryCount: answerField.count,
  scoredCount: answerField.count,
  /** Projects that chose this standard: more than 0 = 使用中 (frozen: copy it to change it). */
  usedBy: answerField.count,
  copiedFromId: answerField.id.nullable(),
  createdByName: z.string(),
  updatedAt: answerField.time,
});
export type GradingListRow = z.infer<typeof gradingListRowOutput>;
export const gradingPageOutput = pageSchema(gradingListRowOutput);

export const gradingDetailOutput = gradingListRowOutput.extend({
  remark: z.string(),
  /** The standard it was copied from, if it still exists. */
  copiedFromName: z.string().nullable(),
  /** Ordered as the editor saved them (group by group). */
  items: z.array(gradingItemOutput),
});
export type GradingDetail = z.infer<typeof gradingDetailOutput>;

/** One choice of the project form's 评分标准 Select. */
export const gradingOptionOutput = z.object({ id: answerField.id, name: z.string(), usedBy: answerField.count });
export type GradingOption = z.infer<typeof gradingOptionOutput>;
export const gradingOptionsOutput = z.array(gradingOptionOutput);
