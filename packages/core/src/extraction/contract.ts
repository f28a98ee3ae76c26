import { z } from 'zod';
import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import {
  cancelInvitationInput,
  externalExtractionInput,
  extractionIdQuery,
  extractionTaskListQuery,
  projectExtractionInput,
  projectIdQuery,
  replaceInvitationInput,
} from './manage-schema.ts';
import {
  committeeOutput,
  drawOutcomeOutput,
  drawRecordOutput,
  extractionTaskPageOutput,
  projectCommitteeOutput,
  replacementOutcomeOutput,
} from './responses.ts';

/**
 * 专家抽取, the staff side (docs/rules.md): the project screen (specialisextract) and the external recruitment
 * screen (specialistextractexpert) share the committee actions, each under its own prefix. Every call needs
 * system:project; the service then limits it to who may read the committee. The experts' public confirmation
 * calls are in confirm-contract.ts.
 */
const tag = '专家抽取';
const projectStaff = { role: 'staff', permission: Permission.project } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The 抽取记录, the printable sheet, replacement and cancellation, under one screen's prefix. */
const committeeActions = <const P extends string>(prefix: P, screen: string) => ({
  draws: endpoint({
    method: 'GET',
    path: `${prefix}/draws`,
    input: extractionIdQuery,
    output: z.array(drawRecordOutput),
    access: projectStaff,
    summary: `${screen}：抽取记录（每次抽取的条件和结果）`,
    tag,
  }),
  exportSheet: endpoint({
    method: 'GET',
    path: `${prefix}/exportSheet`,
    input: extractionIdQuery,
    file: { contentType: XLSX, description: '抽取结果表' },
    access: projectStaff,
    summary: `${screen}：导出专家抽取记录表（Excel）`,
    tag,
  }),
  replace: endpoint({
    method: 'POST',
    path: `${prefix}/replace`,
    input: replaceInvitationInput,
    output: replacementOutcomeOutput,
    access: projectStaff,
    summary: `${screen}：补抽（替换无法参加或超时的专家，短信通知新专家）`,
    tag,
  }),
  cancel: endpoint({
    method: 'POST',
    path: `${prefix}/cancel`,
    input: cancelInvitationInput,
    access: projectStaff,
    summary: `${screen}：登记已确认专家不能参加（填写原因）`,
    tag,
  }),
});

export const projectExtractionApi = {
  draw: endpoint({
    method: 'POST',
    path: '/api/specialisextract/draw',
    input: projectExtractionInput,
    output: drawOutcomeOutput,
    access: projectStaff,
    summary: '项目专家抽取：按条件抽取专家并短信邀请',
    tag,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/specialisextract/detail',
    input: projectIdQuery,
    output: projectCommitteeOutput,
    access: projectStaff,
    summary: '项目专家抽取：本项目的抽取条件和专家确认情况',
    tag,
  }),
  ...committeeActions('/api/specialisextract', '项目专家抽取'),
};

export const externalExtractionApi = {
  draw: endpoint({
    method: 'POST',
    path: '/api/specialistextractexpert/draw',
    input: externalExtractionInput,
    output: drawOutcomeOutput,
    access: projectStaff,
    summary: '外部招募专家抽取：新建抽取任务，从外部专家中抽取并短信邀请',
    tag,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/specialistextractexpert/list',
    input: extractionTaskListQuery,
    output: extractionTaskPageOutput,
    access: projectStaff,
    summary: '外部招募专家抽取：抽取任务列表（按名称查找，分页）',
    tag,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/api/specialistextractexpert/detail',
    input: extractionIdQuery,
    output: committeeOutput,
    access: projectStaff,
    summary: '外部招募专家抽取：任务的抽取条件和专家确认情况',
    tag,
  }),
  ...committeeActions('/api/specialistextractexpert', '外部招募专家抽取'),
};
