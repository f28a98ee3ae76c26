import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import { EVALUATION_TAG as tag } from './contract.ts';
import { evalProgressOutput, evalReportOutput } from './responses.ts';
import { evalProjectInput, nameChairInput } from './schema.ts';

/**
 * 评标, the staff's side (the project's 评标 tab, system:project): the committee's progress, naming the chair, the
 * 评标报告 and its files. Nothing here lets staff change a score. The experts' side is evaluation/contract.ts.
 */
const staff = { role: 'staff', permission: Permission.project } as const;
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const evaluationReportApi = {
  progress: endpoint({
    method: 'GET',
    path: '/api/evaluation/progress',
    input: evalProjectInput,
    output: evalProgressOutput,
    access: staff,
    summary: '评标进度：各专家各阶段的评审情况、组长和评标报告',
    tag,
  }),
  nameChair: endpoint({
    method: 'POST',
    path: '/api/evaluation/nameChair',
    input: nameChairInput,
    access: staff,
    summary: '指定评标委员会组长（委员会未推选出组长时）',
    tag,
  }),
  report: endpoint({
    method: 'GET',
    path: '/api/evaluation/report',
    input: evalProjectInput,
    output: evalReportOutput,
    // Staff of 项目管理, or a member of the committee: two areas under one path; the service decides.
    access: { public: true, identify: ['staff', 'specialist'] },
    accessNote: '具有 system:project 权限的管理人员，或本项目评标委员会的成员；评标结果提交后才有报告',
    summary: '评标报告',
    tag,
  }),
  reportPdf: endpoint({
    method: 'GET',
    path: '/api/evaluation/reportPdf',
    input: evalProjectInput,
    file: { contentType: 'application/pdf', description: '评标报告（PDF）' },
    access: staff,
    summary: '下载评标报告（PDF）',
    tag,
  }),
  reportExcel: endpoint({
    method: 'GET',
    path: '/api/evaluation/reportExcel',
    input: evalProjectInput,
    file: { contentType: xlsx, description: '评标报告（Excel，每个评审阶段一页）' },
    access: staff,
    summary: '导出评标报告（Excel）',
    tag,
  }),
};
