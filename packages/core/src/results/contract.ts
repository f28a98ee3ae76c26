import { endpoint } from '../contract/endpoint.ts';
import { Permission } from '../permissions.ts';
import { myResultOutput, resultSummaryOutput } from './responses.ts';
import { resultProjectInput } from './schema.ts';

/** 结果 (docs/rules.md): the staff 结果 panel, a bidder's own result and its letter. */
const tag = '结果';

export const resultApi = {
  summary: endpoint({
    method: 'GET',
    path: '/api/result/summary',
    input: resultProjectInput,
    output: resultSummaryOutput,
    access: { role: 'staff', permission: Permission.project },
    summary: '项目的结果：候选人（按排名，含报价）、公示期、未答复的异议、中标结果',
    tag,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/result/mine',
    input: resultProjectInput,
    output: myResultOutput,
    access: { role: 'vender' },
    summary: '本单位在项目中的结果：结果公示、是否中标、通知书',
    tag,
  }),
  letter: endpoint({
    method: 'GET',
    path: '/api/result/letter',
    input: resultProjectInput,
    file: { contentType: 'application/pdf', description: '中标通知书或结果通知书（PDF）' },
    access: { role: 'vender' },
    summary: '下载本单位的中标通知书或结果通知书（中标公告发布后）',
    tag,
  }),
};
