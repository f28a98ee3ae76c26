import { z } from 'zod';
import { requiredText } from '../auth/fields.ts';
import { pageFields } from '../project/paging.ts';
import { idField } from '../project/schema.ts';
import { committeeRuleIssues, type ExtractionRequest, extractionRequestFields } from './schema.ts';

/**
 * The staff inputs of the two extraction screens (项目 → 专家抽取, API specialisextract; 外部招募专家抽取, API
 * specialistextractexpert). The draw request itself is `extractionRequestFields`; these add what it belongs to.
 */

/**
 * The committee rules as far as the form can know them. The purchase way comes from the project on the server,
 * which checks again with the project's way and the utility's settings (e.g. ≥ 5 for a tender).
 */
function committeeRules(request: Omit<ExtractionRequest, 'purchaseWay' | 'expertSource'>, ctx: z.RefinementCtx): void {
  // The rules read neither the purchase way (absent here) nor the expert source (fixed for external tasks).
  for (const issue of committeeRuleIssues(request as ExtractionRequest)) ctx.addIssue({ code: 'custom', ...issue });
}

/** POST /api/specialisextract/draw: the project and the draw request (the purchase way is the project's). */
export const projectExtractionInput = extractionRequestFields
  .omit({ purchaseWay: true })
  .extend({ projectId: idField('项目') })
  .superRefine(committeeRules);
export type ProjectExtractionInput = z.input<typeof projectExtractionInput>;
export type ProjectExtraction = z.output<typeof projectExtractionInput>;

/**
 * POST /api/specialistextractexpert/draw: a named evaluation task drawn from external experts only (the source
 * is fixed); the number of experts is `committeeSize`, split by category like a project's committee.
 */
export const externalExtractionInput = extractionRequestFields
  .omit({ purchaseWay: true, expertSource: true })
  .extend({
    taskName: requiredText('请输入任务名称', 100, '任务名称'),
    taskDescription: z
      .string({ error: '任务说明须为文本' })
      .trim()
      .max(1000, '任务说明不能超过1000个字符')
      .nullish()
      .transform((v) => v || null),
  })
  .superRefine(committeeRules);
export type ExternalExtraction = z.output<typeof externalExtractionInput>;

export const projectIdQuery = z.object({ projectId: idField('项目') });
export const extractionIdQuery = z.object({ extractionId: idField('抽取记录') });

/** POST …/replace: the invitation whose seat is to be filled again. */
export const replaceInvitationInput = z.object({ invitationId: idField('专家邀请') });

/** POST …/cancel: an expert who confirmed phoned to cancel; staff record it with the reason (isAffirm 2). */
export const cancelInvitationInput = z.object({
  invitationId: idField('专家邀请'),
  reason: requiredText('请输入不能参加的原因', 200, '不能参加的原因'),
});

/** GET /api/specialistextractexpert/list: `{ page, pageSize, keyword? }` (keyword matches the task name). */
export const extractionTaskListQuery = z.object({
  ...pageFields,
  keyword: z.string({ error: '关键字须为文本' }).trim().max(100, '关键字不能超过100个字符').optional(),
});
