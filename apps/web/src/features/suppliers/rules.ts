import { creditCodeField, type SupplierFile, updateSupplierProfileInput } from '@swp/core/supplier/index';
import type { FormInstance, FormRule } from 'antd';
import { checkWith } from '../../shared/forms/zodRule.ts';

/** The length of a 统一社会信用代码: below it the user is still typing. */
const CREDIT_CODE_LENGTH = 18;
const typed = (value: unknown) => String(value ?? '').replace(/\s+/g, '');

/**
 * The credit code checked by core's rule, live: a complete code (18 characters) is checked as it is typed, so a
 * wrong check character shows at once; a shorter one only when the field is left or the form is sent (not after
 * the first keystroke). The two rules never both apply, so one message shows.
 */
export const creditCodeRules: FormRule[] = [
  {
    validateTrigger: ['onChange', 'onBlur'],
    validator: async (_rule, value) => {
      if (typed(value).length >= CREDIT_CODE_LENGTH) checkWith(creditCodeField, value);
    },
  },
  {
    validateTrigger: 'onBlur',
    validator: async (_rule, value) => {
      if (typed(value).length < CREDIT_CODE_LENGTH) checkWith(creditCodeField, value);
    },
  },
];

/** Capitals as they are printed on the licence (the server stores them so too). */
export const upperCaseCode = (value: unknown) => typed(value).toUpperCase();

/**
 * 营业执照 as the form holds it (the uploaded files): at least one. docs/integration.md lets an outside system register
 * without one, the registration form asks for it like the profile does — the profile's rule, one message.
 */
export const licenceRule: FormRule = {
  validator: async (_rule, files: SupplierFile[] | undefined) =>
    checkWith(
      updateSupplierProfileInput.shape.licenceFileIds,
      (files ?? []).map((f) => f.id),
    ),
};

/**
 * The field a server refusal is about, read from its message (该统一社会信用代码已注册, 短信验证码错误 …), so the
 * form marks it beside the toast the HTTP client shows. The most specific words first.
 */
const REFUSAL_FIELDS: Array<[RegExp, string]> = [
  [/统一社会信用代码/, 'creditCode'],
  [/企业名称/, 'companyName'],
  [/(?<!图形)验证码/, 'code'],
  [/手机号/, 'mobile'],
  [/账号/, 'account'],
  [/营业执照|文件/, 'licences'],
];

/** Marks the field among `fields` (the ones this form has) that a refusal names; the first match wins. */
export function markRefusedField(form: FormInstance, message: string, fields: readonly string[]): void {
  const match = REFUSAL_FIELDS.find(([words, field]) => fields.includes(field) && words.test(message));
  if (match) form.setFields([{ name: match[1], errors: [message] }]);
}
