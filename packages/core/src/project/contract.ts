import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import {
  pauseProjectInput,
  projectIdInput,
  projectListQuery,
  projectLogsQuery,
  setGradingStandardInput,
} from './query.ts';
import { projectDetailOutput, projectLogPageOutput, projectPageOutput, projectRefOutput } from './responses.ts';
import { createProjectInput, updateProjectInput } from './schema.ts';

/** 项目管理: every call needs the 项目管理 permission (docs/ARCHITECTURE.md, read verbs). */
const tag = '采购项目';
const access = { role: 'staff', permission: Permission.project } as const;

export const projectApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/project/list',
    input: projectListQuery,
    output: projectPageOutput,
    access,
    summary: '项目列表（按名称、编号、采购方式、状态、部门、创建日期筛选，新建的在前）',
    tag,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/project/detail',
    input: projectIdInput,
    output: projectDetailOutput,
    access,
    summary: '项目详情，含当前可进行的操作',
    tag,
  }),
  logs: endpoint({
    method: 'GET',
    path: '/api/project/logs',
    input: projectLogsQuery,
    output: projectLogPageOutput,
    access,
    summary: '项目的操作记录（新的在前）',
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/project/create',
    input: createProjectInput,
    output: projectRefOutput,
    access,
    summary: '新建项目（草稿；不填项目编号时自动生成）',
    tag,
  }),
  update: endpoint({
    method: 'POST',
    path: '/api/project/update',
    input: updateProjectInput,
    output: projectRefOutput,
    access,
    summary: '编辑项目',
    tag,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/project/submit',
    input: projectIdInput,
    access,
    summary: '提交项目（草稿变为已立项）',
    tag,
  }),
  pause: endpoint({
    method: 'POST',
    path: '/api/project/pause',
    input: pauseProjectInput,
    access,
    summary: '暂停项目（须填写原因）',
    tag,
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/project/resume',
    input: projectIdInput,
    access,
    summary: '恢复已暂停的项目',
    tag,
  }),
  retender: endpoint({
    method: 'POST',
    path: '/api/project/retender',
    input: projectIdInput,
    output: projectRefOutput,
    access,
    summary: '重新招标（复制为新的草稿项目）',
    tag,
  }),
  setGradingStandard: endpoint({
    method: 'POST',
    path: '/api/project/setGradingStandard',
    input: setGradingStandardInput,
    access,
    summary: '选择评分标准（已发布且尚未选择的项目，开标前）',
    tag,
  }),
};
