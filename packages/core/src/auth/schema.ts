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

/**
 * GET /api/captcha.jpg?uuid=… — the uuid the page makes (the current time in ms) and submits later as uuId, from
 * the same browser.
 */
export const captchaImageInput = z.object({
  uuid: z
    .string({ error: '缺少验证码标识' })
    .min(1, '缺少验证码标识')
    .max(64, '验证码标识过长')
    .regex(/^[\w-]+$/, '验证码标识格式不正确'),
});

/** POST /api/login — staff account + password + image captcha. */
export const staffLoginInput = z.object({
  account: accountField,
  password: passwordField,
  uuId: captchaUuidField,
  verCode: captchaAnswerField,
});

/** POST /api/smLogin, /api/specialist/smLogin — mobile + SMS code. */
export const smsLoginInput = z.object({ mobile: mobileField, code: smsCodeField });
export type SmsLoginInput = z.infer<typeof smsLoginInput>;

/** POST /api/specialist/login, /api/suppler/supplerLogin — account + password. */
export const passwordLoginInput = z.object({ account: accountField, password: passwordField });

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
