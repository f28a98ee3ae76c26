/**
 * What a signed-in company changes in 用户中心. Changing a key field (labels.ts SUPPLIER_KEY_FIELDS)
 * sends an approved company back to 待审核; a rejected company's save is its resubmission.
 */
import { z } from 'zod';
import { mobileField, requiredText } from '../auth/fields.ts';
import { optionalDate, optionalText } from '../common/filter-fields.ts';
import { idField } from '../id-field.ts';
import { companyNameField, contactNameField, creditCodeField, legalPersonField } from './fields.ts';
import { fileIdField, licenceFileIdsField } from './schema.ts';

const optionalEmail = z
  .string({ error: '电子邮箱格式不正确' })
  .trim()
  .max(100, '电子邮箱不能超过100个字符')
  .nullish()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || z.email().safeParse(v).success, '请输入正确的电子邮箱');

/** `POST /api/suppler/updateInfo`: the company profile (the mobile is the sign-in one: changed by staff only). */
export const updateSupplierProfileInput = z.object({
  companyName: companyNameField,
  creditCode: creditCodeField,
  legalPerson: legalPersonField,
  contactName: contactNameField,
  address: optionalText('注册地址', 200),
  email: optionalEmail,
  businessScope: optionalText('经营范围', 2000),
  licenceFileIds: licenceFileIdsField.refine((ids) => ids.length > 0, '请上传营业执照'),
});
export type UpdateSupplierProfileInput = z.input<typeof updateSupplierProfileInput>;

export const MAX_SUPPLIER_CONTACTS = 10;

export const supplierContactInput = z.object({
  name: requiredText('请输入联系人姓名', 50, '联系人姓名'),
  position: optionalText('职务', 50),
  mobile: mobileField,
  email: optionalEmail,
});

/** `POST /api/suppler/saveContacts`: the whole list at once (the form edits it as a table). */
export const saveSupplierContactsInput = z.object({
  contacts: z
    .array(supplierContactInput, { error: '联系人格式不正确' })
    .max(MAX_SUPPLIER_CONTACTS, `联系人最多${MAX_SUPPLIER_CONTACTS}个`),
});

export const MAX_QUALIFICATIONS = 50;

/** `POST /api/suppler/saveQualification`: add (no id) or replace one qualification document. */
export const saveQualificationInput = z.object({
  id: idField('资质文件').optional(),
  docType: requiredText('请输入资质名称', 50, '资质名称'),
  docNumber: requiredText('请输入证书编号', 100, '证书编号'),
  issuer: requiredText('请输入发证机关', 100, '发证机关'),
  /** Empty for a document without an end (长期有效). */
  validUntil: optionalDate('有效期至'),
  fileId: fileIdField('资质'),
});

/** `POST /api/suppler/removeQualification`. */
export const removeQualificationInput = z.object({ id: idField('资质文件') });
