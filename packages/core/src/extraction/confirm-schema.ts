import { z } from 'zod';
import { smsCodeField, typeError } from '../auth/fields.ts';
import { IsAffirm } from './invitation.ts';

/**
 * The payloads of the two public confirmation pages (docs/product.md, docs/integration.md), shared by the pages and the server:
 * /specialist-confirm (API specialisextract, key field `strKey`) and /specialist-extract-confirm (API
 * specialistextractexpert, key field `id`). getConfirmInfo and getCode take the link key as `id` on both.
 */

/** Only the staff side knows the shape of a key; to the page a missing or odd one is simply a broken link. */
import { LINK_INVALID_MSG } from './link-messages.ts';

export { LINK_INVALID_ADVICE, LINK_INVALID_MSG, LINK_INVALID_TITLE } from './link-messages.ts';
export const DECLINE_REASON_REQUIRED_MSG = '请输入无法参加的原因';
export const DECLINE_REASON_MAX = 200;

const linkKeyField = z.string({ error: LINK_INVALID_MSG }).trim().min(1, LINK_INVALID_MSG).max(128, LINK_INVALID_MSG);

/** POST …/getConfirmInfo and …/getCode: `{ id }`, the t value of the link. */
export const confirmLinkInput = z.object({ id: linkKeyField });

/** 确认参加 (1) or 无法参加 (-1); 2 (不能参加) is set by staff only. */
export const confirmAnswerField = z.union([z.literal(IsAffirm.confirmed), z.literal(IsAffirm.declined)], {
  error: '请选择是否参加',
});

const remarkField = z
  .string({ error: typeError(DECLINE_REASON_REQUIRED_MSG, '无法参加的原因') })
  .trim()
  .max(DECLINE_REASON_MAX, `无法参加的原因不能超过${DECLINE_REASON_MAX}个字符`)
  .nullish();

const answerFields = { confirm: confirmAnswerField, code: smsCodeField, remark: remarkField };

/** docs/product.md: the reason is required only when declining; a remark sent with a confirmation is dropped. */
function reasonWhenDeclining<T extends { confirm: number; remark?: string | null }>(
  answer: T,
  ctx: z.RefinementCtx,
): void {
  if (answer.confirm === IsAffirm.declined && !answer.remark) {
    ctx.addIssue({ code: 'custom', path: ['remark'], message: DECLINE_REASON_REQUIRED_MSG });
  }
}
const withoutRemarkUnlessDeclined = <T extends { confirm: number; remark?: string | null }>(answer: T) => ({
  ...answer,
  remark: answer.confirm === IsAffirm.declined ? (answer.remark ?? null) : null,
});

/** POST /api/specialisextract/extractConfirm: `{ strKey, confirm, code, remark? }`. */
export const projectConfirmInput = z
  .object({ strKey: linkKeyField, ...answerFields })
  .superRefine(reasonWhenDeclining)
  .transform(withoutRemarkUnlessDeclined);

/** POST /api/specialistextractexpert/extractConfirm: the same with the key named `id`. */
export const externalConfirmInput = z
  .object({ id: linkKeyField, ...answerFields })
  .superRefine(reasonWhenDeclining)
  .transform(withoutRemarkUnlessDeclined);

export type { ConfirmInfo, ProjectConfirmInfo } from './responses.ts';
