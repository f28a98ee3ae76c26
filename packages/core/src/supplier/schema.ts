import { z } from 'zod';
import {
  accountField,
  captchaAnswerField,
  captchaUuidField,
  choosePasswordRule,
  mobileField,
  smsCodeField,
} from '../auth/fields.ts';
import { companyNameField, contactNameField, creditCodeField, legalPersonField } from './fields.ts';

/**
 * The public supplier calls of the integration contract (docs/integration.md): field names are fixed there and tested from
 * outside the project, so they are spelled exactly as listed (uuId, verCode, smsCode, licenceFileIds).
 */

/** `POST /api/suppler/sendVerCode`: the image captcha guards the SMS send, as for staff. */
export const supplierSendCodeInput = z.object({
  mobile: mobileField,
  uuId: captchaUuidField,
  verCode: captchaAnswerField,
  /** Which form asks: registration (the default, the integration contract) or 找回密码. */
  purpose: z.enum(['register', 'find-password'], { error: '验证码用途不正确' }).default('register'),
});

/**
 * The size limit of a supplier document (licence, qualification) in MB: the server's default (SUPPLIER_FILE_MAX_MB
 * may change it) and what the upload forms check before sending.
 */
export const SUPPLIER_FILE_MAX_MB = 10;

/** `GET /api/suppler/file?id=`: one of the company's own documents, by its stored id. */
export const supplierFileQuery = z.object({ id: z.uuid({ error: '文件编号不正确' }) });

/** At most this many licence files (营业执照 front and back, a certified copy …). */
export const MAX_LICENCE_FILES = 5;

/** An uploaded file (files.id is a random UUID, which also makes it unguessable). */
export const fileIdField = (label: string) => z.uuid({ error: `${label}文件编号不正确` });

export const licenceFileIdsField = z
  .array(fileIdField('营业执照'), { error: '营业执照文件格式不正确' })
  .max(MAX_LICENCE_FILES, `营业执照文件最多${MAX_LICENCE_FILES}个`)
  .transform((ids) => [...new Set(ids)]);

/** `POST /api/suppler/register`: the company registers itself; it exists at once, 待审核 until staff approve. */
export const registerSupplierInput = z.object({
  account: accountField,
  password: choosePasswordRule('密码'),
  companyName: companyNameField,
  creditCode: creditCodeField,
  legalPerson: legalPersonField,
  contactName: contactNameField,
  mobile: mobileField,
  smsCode: smsCodeField,
  licenceFileIds: licenceFileIdsField.optional(),
});
export type RegisterSupplierInput = z.input<typeof registerSupplierInput>;

/** `POST /api/suppler/findPassword`: every session of the supplier ends when it succeeds. */
export const findSupplierPasswordInput = z.object({
  mobile: mobileField,
  smsCode: smsCodeField,
  newPassword: choosePasswordRule('新密码'),
});
