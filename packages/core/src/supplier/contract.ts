import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { createdIdOutput } from '../envelope.ts';
import {
  removeQualificationInput,
  saveQualificationInput,
  saveSupplierContactsInput,
  updateSupplierProfileInput,
} from './profile.ts';
import {
  registeredSupplierOutput,
  supplierFileOutput,
  supplierProfileSavedOutput,
  supplierSelfOutput,
} from './responses.ts';
import {
  findSupplierPasswordInput,
  registerSupplierInput,
  SUPPLIER_FILE_MAX_MB,
  supplierFileQuery,
  supplierSendCodeInput,
} from './schema.ts';

/**
 * 供应商: 注册 and 找回密码 (public, rate limited), 用户中心 (the signed-in company) and its documents. The paths are
 * spelled as the product spells 供应商 (suppler); docs/integration.md fixes sendVerCode, register, findPassword and
 * info (paths, methods, fields).
 */
const tag = '供应商';
const vender = { role: 'vender' } as const;
const open = { public: true } as const;

export const supplierApi = {
  sendVerCode: endpoint({
    method: 'POST',
    path: '/api/suppler/sendVerCode',
    input: supplierSendCodeInput,
    access: open,
    summary: '发送短信验证码（注册、找回密码；先填图形验证码）',
    tag,
  }),
  register: endpoint({
    method: 'POST',
    path: '/api/suppler/register',
    input: registerSupplierInput,
    output: registeredSupplierOutput,
    access: open,
    summary: '供应商注册（提交后等待采购管理部审核）',
    tag,
  }),
  findPassword: endpoint({
    method: 'POST',
    path: '/api/suppler/findPassword',
    input: findSupplierPasswordInput,
    access: open,
    summary: '找回密码（凭手机短信验证码重设密码）',
    tag,
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/suppler/info',
    output: supplierSelfOutput,
    access: vender,
    summary: '用户中心：本单位资料、证照文件、审核状态和能否报名',
    tag,
  }),
  uploadFile: endpoint({
    method: 'POST',
    path: '/api/suppler/uploadFile',
    multipart: {
      fields: z.object({}),
      file: { name: 'file', description: '营业执照或资质文件（PDF、JPEG、PNG，按文件内容判断）' },
      limits: `只一个文件，默认不超过 ${SUPPLIER_FILE_MAX_MB} MB（服务器配置 SUPPLIER_FILE_MAX_MB）；没有文本字段`,
    },
    output: supplierFileOutput,
    // Public for the registration form; a signed-in company's token is read so that its uploads are its own.
    access: { public: true, identify: 'vender' },
    accessNote: '注册时无需登录（返回的文件编号用于认领文件）；已登录的供应商上传的文件归本单位',
    summary: '上传营业执照或资质文件',
    tag,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/suppler/file',
    input: supplierFileQuery,
    // Sent as it was uploaded (PDF, JPEG or PNG), always as an attachment.
    file: { contentType: '*/*', description: '供应商资料文件' },
    access: vender,
    summary: '查看本单位的证照文件',
    tag,
  }),
  updateInfo: endpoint({
    method: 'POST',
    path: '/api/suppler/updateInfo',
    input: updateSupplierProfileInput,
    output: supplierProfileSavedOutput,
    access: vender,
    summary: '保存本单位资料（修改关键信息后重新提交审核）',
    tag,
  }),
  saveContacts: endpoint({
    method: 'POST',
    path: '/api/suppler/saveContacts',
    input: saveSupplierContactsInput,
    access: vender,
    summary: '保存联系人',
    tag,
  }),
  saveQualification: endpoint({
    method: 'POST',
    path: '/api/suppler/saveQualification',
    input: saveQualificationInput,
    output: createdIdOutput,
    access: vender,
    summary: '保存资质文件（名称、有效期、文件）',
    tag,
  }),
  removeQualification: endpoint({
    method: 'POST',
    path: '/api/suppler/removeQualification',
    input: removeQualificationInput,
    access: vender,
    summary: '删除资质文件',
    tag,
  }),
};
