import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { createdIdOutput } from '../envelope.ts';
import { Permission } from '../permissions.ts';
import {
  importResultOutput,
  revealedIdNumberOutput,
  specialistAccountOutput,
  specialistDetailOutput,
  specialistPageOutput,
} from './responses.ts';
import {
  specialistCreateAccountInput,
  specialistCreateInput,
  specialistFilterInput,
  specialistFreezeInput,
  specialistIdInput,
  specialistListInput,
  specialistUnfreezeInput,
  specialistUpdateInput,
} from './schema.ts';

/** 专家管理: the expert pool; every call needs system:specialist. */
const tag = '专家库';
const manage = { role: 'staff', permission: Permission.specialist } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const specialistApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/specialist/list',
    input: specialistListInput,
    output: specialistPageOutput,
    access: manage,
    summary: '专家列表（按条件筛选，分页）',
    tag,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/specialist/detail',
    input: specialistIdInput,
    output: specialistDetailOutput,
    access: manage,
    summary: '专家详情（含参评记录）',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/specialist/create',
    input: specialistCreateInput,
    output: createdIdOutput,
    access: manage,
    summary: '新增专家',
    tag,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/specialist/update',
    input: specialistUpdateInput,
    access: manage,
    summary: '修改专家信息',
    tag,
  }),
  freeze: endpoint({
    method: 'POST',
    path: '/api/specialist/freeze',
    input: specialistFreezeInput,
    access: manage,
    summary: '冻结专家（不再参与抽取）',
    tag,
  }),
  unfreeze: endpoint({
    method: 'POST',
    path: '/api/specialist/unfreeze',
    input: specialistUnfreezeInput,
    access: manage,
    summary: '解冻专家',
    tag,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/specialist/delete',
    input: specialistIdInput,
    access: manage,
    summary: '删除专家',
    tag,
  }),
  revealIdNumber: endpoint({
    method: 'POST',
    path: '/api/specialist/revealIdNumber',
    input: specialistIdInput,
    output: revealedIdNumberOutput,
    access: manage,
    summary: '查看完整身份证号（记入操作日志）',
    tag,
  }),
  createAccount: endpoint({
    method: 'POST',
    path: '/api/specialist/createAccount',
    input: specialistCreateAccountInput,
    output: specialistAccountOutput,
    access: manage,
    summary: '开通专家账号（初始密码短信发送给专家）',
    tag,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/specialist/resetPassword',
    input: specialistIdInput,
    output: specialistAccountOutput,
    access: manage,
    summary: '重置专家密码（新密码短信发送给专家）',
    tag,
  }),
  importTemplate: endpoint({
    method: 'GET',
    path: '/api/specialist/importTemplate',
    file: { contentType: XLSX, description: '专家导入模板' },
    access: manage,
    summary: '下载专家导入模板',
    tag,
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/specialist/import',
    multipart: {
      fields: z.object({}),
      file: { name: 'file', description: '按导入模板填写的 Excel 文件（.xlsx）' },
      limits: '只一个文件，不超过 5 MB；全部导入或全部不导入，有错误时答复逐行的错误',
    },
    output: importResultOutput,
    access: manage,
    summary: '从 Excel 批量导入专家',
    tag,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/specialist/export',
    input: specialistFilterInput,
    file: { contentType: XLSX, description: '专家名单' },
    access: manage,
    summary: '导出专家名单（按列表的筛选条件）',
    tag,
  }),
};
