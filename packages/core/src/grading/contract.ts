import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import { gradingDetailOutput, gradingOptionsOutput, gradingPageOutput } from './responses.ts';
import {
  createGradingStandardInput,
  gradingListInput,
  gradingStandardIdInput,
  updateGradingStandardInput,
} from './schema.ts';

/**
 * 评分标准管理 (系统设置, docs/rules.md): staff with system:grading manage the standards; the project form's Select
 * reads `options` with system:project too. A standard used by a project is no longer edited or deleted: copy it.
 */
const tag = '评分办法';
const grading = { role: 'staff', permission: Permission.grading } as const;

export const gradingApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/grading/list',
    input: gradingListInput,
    output: gradingPageOutput,
    access: grading,
    summary: '评分标准管理：评分标准列表（含使用该标准的项目数，分页）',
    tag,
  }),
  options: endpoint({
    method: 'GET',
    path: '/api/grading/options',
    output: gradingOptionsOutput,
    // Either 评分标准管理 or 项目管理: the service checks which.
    access: { role: 'staff' },
    accessNote: '具有 system:grading 或 system:project 权限的管理人员',
    summary: '项目表单的评分标准选项',
    tag,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/grading/detail',
    input: gradingStandardIdInput,
    output: gradingDetailOutput,
    access: grading,
    summary: '评分标准详情（含评分项）',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/grading/create',
    input: createGradingStandardInput,
    output: gradingDetailOutput,
    access: grading,
    summary: '新建评分标准',
    tag,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/grading/update',
    input: updateGradingStandardInput,
    output: gradingDetailOutput,
    access: grading,
    summary: '修改评分标准（已被项目使用的不能修改，请复制）',
    tag,
  }),
  copy: endpoint({
    method: 'POST',
    path: '/api/grading/copy',
    input: gradingStandardIdInput,
    output: gradingDetailOutput,
    access: grading,
    summary: '复制评分标准（生成未使用的副本）',
    tag,
  }),
  delete: endpoint({
    method: 'POST',
    path: '/api/grading/delete',
    input: gradingStandardIdInput,
    access: grading,
    summary: '删除评分标准（已被项目使用的不能删除）',
    tag,
  }),
};
