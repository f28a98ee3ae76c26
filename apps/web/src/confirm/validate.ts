import type { Answer, ConfirmKind } from './kinds.ts';

/**
 * The answer form's rules, written out by hand with the exact messages of the shared schemas
 * (packages/core/src/extraction/confirm-schema.ts and auth/fields.ts smsCodeField), which the server parses.
 *
 * Why not import those zod schemas: zod is 22 KB gzip of this bundle, and React alone is 66 KB, so with it the
 * page is 100 KB against a budget of 80 KB (bench/confirm-page-size.ts). validate.test.ts runs this function and
 * the zod schemas side by side over the same inputs, so the two cannot drift apart unnoticed.
 */

export const CODE_REQUIRED_MSG = '请输入验证码';
export const CODE_FORMAT_MSG = '验证码为6位数字';
export const REASON_REQUIRED_MSG = '请输入无法参加的原因';
export const REASON_MAX = 200;
export const REASON_TOO_LONG_MSG = `无法参加的原因不能超过${REASON_MAX}个字符`;

export interface AnswerValues {
  code: string;
  remark: string;
}
export type AnswerErrors = Partial<Record<keyof AnswerValues, string>>;

/** The body of extractConfirm: strKey (page 1) or id (page 2); remark only when declining (docs/product.md). */
export function answerBody(kind: ConfirmKind, key: string, confirm: Answer, values: AnswerValues) {
  const common = { confirm, code: values.code.trim(), ...(confirm === -1 ? { remark: values.remark.trim() } : {}) };
  return kind === 'project' ? { strKey: key, ...common } : { id: key, ...common };
}

/** The first message per field, or an empty object when the answer may be sent. */
export function validateAnswer(confirm: Answer, values: AnswerValues): AnswerErrors {
  const errors: AnswerErrors = {};
  const code = values.code.trim();
  if (!code) errors.code = CODE_REQUIRED_MSG;
  else if (!/^\d{6}$/.test(code)) errors.code = CODE_FORMAT_MSG;
  if (confirm === -1) {
    // zod's .max counts UTF-16 units, as String.length does.
    const remark = values.remark.trim();
    if (!remark) errors.remark = REASON_REQUIRED_MSG;
    else if (remark.length > REASON_MAX) errors.remark = REASON_TOO_LONG_MSG;
  }
  return errors;
}
