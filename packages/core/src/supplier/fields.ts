import { z } from 'zod';
import { requiredText } from '../auth/fields.ts';
import { CREDIT_CODE_MESSAGES, creditCodeProblem, normalizeCreditCode } from './credit-code.ts';

/** A company's 统一社会信用代码, normalized (spaces dropped, capitals) and checked to its check character. */
export const creditCodeField = z.string({ error: '请输入统一社会信用代码' }).transform((value, ctx) => {
  const code = normalizeCreditCode(value);
  if (code === '') {
    ctx.addIssue({ code: 'custom', message: '请输入统一社会信用代码' });
    return z.NEVER;
  }
  const problem = creditCodeProblem(code);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: CREDIT_CODE_MESSAGES[problem] });
    return z.NEVER;
  }
  return code;
});

/** The company's own fields, the same at registration and in 用户中心. */
export const companyNameField = requiredText('请输入企业名称', 100, '企业名称');
export const legalPersonField = requiredText('请输入法定代表人', 50, '法定代表人');
export const contactNameField = requiredText('请输入联系人', 50, '联系人');
