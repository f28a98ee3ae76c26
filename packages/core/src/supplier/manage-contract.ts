import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import {
  auditSupplierInput,
  freezeSupplierInput,
  supplierDocumentQuery,
  supplierExportQuery,
  supplierIdInput,
  supplierListInput,
} from './manage.ts';
import { supplierDetailOutput, supplierPageOutput } from './responses.ts';

/**
 * 供应商管理: every call is staff with system:suppler. docs/integration.md fixes `list` and `audit` (paths,
 * methods, fields): the list stays a POST.
 */
const tag = '供应商管理';
const manage = { role: 'staff', permission: Permission.suppler } as const;

export const supplierManageApi = {
  list: endpoint({
    method: 'POST',
    path: '/api/supplerManage/list',
    input: supplierListInput,
    output: supplierPageOutput,
    access: manage,
    summary: '供应商列表（按状态、名称/信用代码/账号、注册日期筛选）',
    tag,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/supplerManage/export',
    input: supplierExportQuery,
    file: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: '供应商名单（Excel）',
    },
    access: manage,
    summary: '导出供应商名单（当前筛选条件下的全部供应商）',
    tag,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/supplerManage/detail',
    input: supplierIdInput,
    output: supplierDetailOutput,
    access: manage,
    summary: '供应商详情（资料、证照文件、变更记录）',
    tag,
  }),
  file: endpoint({
    method: 'GET',
    path: '/api/supplerManage/file',
    input: supplierDocumentQuery,
    // A licence or qualification document (PDF, JPEG, PNG) as stored; the review screen shows it from a blob.
    file: { contentType: '*/*', description: '供应商证照文件' },
    access: manage,
    summary: '查看供应商证照文件（审核时预览）',
    tag,
  }),
  audit: endpoint({
    method: 'POST',
    path: '/api/supplerManage/audit',
    input: auditSupplierInput,
    access: manage,
    summary: '审核供应商（通过，或填写原因后驳回；短信通知供应商）',
    tag,
  }),
  freeze: endpoint({
    method: 'POST',
    path: '/api/supplerManage/freeze',
    input: freezeSupplierInput,
    access: manage,
    summary: '冻结供应商（并使其退出登录）',
    tag,
  }),
  unfreeze: endpoint({
    method: 'POST',
    path: '/api/supplerManage/unfreeze',
    input: freezeSupplierInput,
    access: manage,
    summary: '解冻供应商',
    tag,
  }),
};
