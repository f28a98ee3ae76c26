import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import { bidListOutput, openingRecordOutput } from './responses.ts';
import { bidProjectInput } from './schema.ts';

/** 开标 and the 开标记录 (docs/integration.md fixes list, open and openingRecord: paths, methods, fields). */
const tag = '开标';
const projectStaff = { role: 'staff', permission: Permission.project } as const;
// docs/integration.md: staff, or a company that bid on the project — two areas under one path; the service decides.
const staffOrBidder = { public: true, identify: ['staff', 'vender'] } as const;
const staffOrBidderNote = '具有 system:project 权限的管理人员，或本项目的投标人；开标后才有记录';

export const openingApi = {
  open: endpoint({
    method: 'POST',
    path: '/api/bid/open',
    input: bidProjectInput,
    output: openingRecordOutput,
    access: projectStaff,
    summary: '开标（开标时间到达后，投标数足够时）',
    tag,
  }),
  list: endpoint({
    method: 'POST',
    path: '/api/bid/list',
    input: bidProjectInput,
    output: bidListOutput,
    access: projectStaff,
    summary: '投标文件列表（开标后）',
    tag,
  }),
  openingRecord: endpoint({
    method: 'POST',
    path: '/api/bid/openingRecord',
    input: bidProjectInput,
    output: openingRecordOutput,
    access: staffOrBidder,
    accessNote: staffOrBidderNote,
    summary: '开标记录',
    tag,
  }),
  openingRecordPdf: endpoint({
    method: 'GET',
    path: '/api/bid/openingRecordPdf',
    input: bidProjectInput,
    file: { contentType: 'application/pdf', description: '开标记录（PDF）' },
    access: staffOrBidder,
    accessNote: staffOrBidderNote,
    summary: '下载开标记录（PDF）',
    tag,
  }),
  openingRecordExcel: endpoint({
    method: 'GET',
    path: '/api/bid/openingRecordExcel',
    input: bidProjectInput,
    file: {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      description: '开标记录（Excel）',
    },
    access: projectStaff,
    summary: '导出开标记录（Excel）',
    tag,
  }),
};
