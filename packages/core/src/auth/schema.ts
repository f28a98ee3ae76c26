import { z } from 'zod';
import {
  accountField,
  captchaAnswerField,
  captchaUuidField,
  mobileField,
  newPasswordRule,
  passwordField,
  smsCodeField,
  typeError,
} from './fields.ts';
import { SEND_VER_CODE_PURPOSES } from './sms-purpose.ts';

/** POST /api/login — staff account + password + image captcha. */
export const staffLoginInput = z.object({
  account: accountField,
  password: passwordField,
  uuId: captchaUuidField,
  verCode: captchaAnswerField,
});
export type StaffLoginInput = z.infer<typeof staffLoginInput>;

/** POST /api/smLogin, /api/specialist/smLogin — mobile + SMS code. */
export const smsLoginInput = z.object({ mobile: mobileField, code: smsCodeField });
export type SmsLoginInput = z.infer<typeof smsLoginInput>;

/** POST /api/specialist/login, /api/suppler/supplerLogin — account + password. */
export const passwordLoginInput = z.object({ account: accountField, password: passwordField });
export type PasswordLoginInput = z.infer<typeof passwordLoginInput>;

/**
 * POST /api/sendVerCode — docs/integration.md: mobile, uuId, verCode (the image captcha answer); `purpose` (ours) says which
 * sign-in the code is for, staff sign-in when absent as the staff sign-in page sends none.
 */
export const sendVerCodeInput = z.object({
  mobile: mobileField,
  uuId: captchaUuidField,
  verCode: captchaAnswerField,
  purpose: z.enum(SEND_VER_CODE_PURPOSES, { error: '验证码用途不正确' }).optional(),
});
export type SendVerCodeInput = z.infer<typeof sendVerCodeInput>;

/** docs/product.md password change form: oldpassword, newpassword (every role). */
export const modifyPasswordInput = z
  .object({
    oldpassword: z
      .string({ error: typeError('请输入旧密码', '旧密码') })
      .min(1, '请输入旧密码')
      .max(64, '旧密码不能超过64个字符'),
    newpassword: newPasswordRule,
  })
  .refine((v) => v.oldpassword !== v.newpassword, {
    message: '新密码不能与旧密码相同',
    path: ['newpassword'],
  });
export type ModifyPasswordInput = z.infer<typeof modifyPasswordInput>;

export * from './responses.ts';
