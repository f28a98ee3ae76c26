import { z } from 'zod';
import {
  accountField,
  captchaAnswerField,
  captchaUuidField,
  choosePasswordRule,
  mobileField,
  requiredText,
  smsCodeField,
} from '../auth/fields.ts';
import { idField } from '../id-field.ts';
import { creditCodeField } from './fields.ts';

/**
 * The public supplier calls of the integration contract (PRODUCT §11): field names are fixed there and tested from
 * outside the project, so they are spelled exactly as listed (uuId, verCode, smsCode, licenceFileIds).
 */

/** `POST /api/suppler/sendVerCode`: the image captcha guards the SMS send, as for staff. */
export const supplierSendCodeInput = z.object({
  mobile: mobileField,
  uuId: captchaUuidField,
  verCode: captchaAnswerField,
});
export type SupplierSendCodeInput = z.infer<typeof supplierSendCodeInput>;

/** At most this many licence files (营业执照 front and back, a certified copy …) at registration. */
export const MAX_LICENCE_FILES = 5;

/** `POST /api/suppler/register`: the company registers itself; it exists at once, 待审核 until staff approve. */
export const registerSupplierInput = z.object({
  account: accountField,
  password: choosePasswordRule('密码'),
  companyName: requiredText('请输入企业名称', 100, '企业名称'),
  creditCode: creditCodeField,
  legalPerson: requiredText('请输入法定代表人', 50, '法定代表人'),
  contactName: requiredText('请输入联系人', 50, '联系人'),
  mobile: mobileField,
  smsCode: smsCodeField,
  licenceFileIds: z
    .array(idField('营业执照文件'), { error: '营业执照文件格式不正确' })
    .max(MAX_LICENCE_FILES, `营业执照文件最多${MAX_LICENCE_FILES}个`)
    .optional(),
});
export type RegisterSupplierInput = z.infer<typeof registerSupplierInput>;

/** `POST /api/suppler/findPassword`: every session of the supplier ends when it succeeds. */
export const findSupplierPasswordInput = z.object({
  mobile: mobileField,
  smsCode: smsCodeField,
  newPassword: choosePasswordRule('新密码'),
});
export type FindSupplierPasswordInput = z.infer<typeof findSupplierPasswordInput>;
