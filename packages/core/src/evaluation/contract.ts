import { endpoint } from '../contract/endpoint.ts';
import {
  chairSheetsOutput,
  evalHistoryPageOutput,
  evalProjectPageOutput,
  evalReportOutput,
  evalWorkspaceOutput,
} from './responses.ts';
import {
  evalBidFileInput,
  evalPageInput,
  evalProjectInput,
  returnSheetInput,
  sheetInput,
  signInput,
  voteChairInput,
} from './schema.ts';

/**
 * 在线评标, the experts' side (docs/rules.md). Every call needs a specialist token and a seat on the project's
 * confirmed committee; the chair's calls (sheets, returnSheet, finishPreliminary, submitResult) also the chair.
 * The staff's side is evaluation/report-contract.ts.
 */
export const EVALUATION_TAG = '评标';
const tag = EVALUATION_TAG;
const expert = { role: 'specialist' } as const;
const member = '评标委员会成员';
const chair = '评标委员会组长';

export const evaluationApi = {
  mine: endpoint({
    method: 'GET',
    path: '/api/evaluation/mine',
    input: evalPageInput,
    output: evalProjectPageOutput,
    access: expert,
    summary: '在线评标：本专家所在评标委员会的项目（分页）',
    tag,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/evaluation/history',
    input: evalPageInput,
    output: evalHistoryPageOutput,
    access: expert,
    summary: '我的信息：评标记录（结果已公示的项目，分页）',
    tag,
  }),
  // A POST: the first visit after 开标 creates the project's evaluation row.
  workspace: endpoint({
    method: 'POST',
    path: '/api/evaluation/workspace',
    input: evalProjectInput,
    output: evalWorkspaceOutput,
    access: expert,
    summary: `在线评标页：项目、投标人、评审表和委员会（${member}；开标后首次打开时开始评标）`,
    tag,
  }),
  bidFile: endpoint({
    method: 'GET',
    path: '/api/evaluation/bidFile',
    input: evalBidFileInput,
    file: { contentType: '*/*', description: '投标文件（inline=1 且为 PDF 时在浏览器中预览）' },
    access: expert,
    summary: `查看或下载开标后的投标文件（${member}）`,
    tag,
  }),
  voteChair: endpoint({
    method: 'POST',
    path: '/api/evaluation/voteChair',
    input: voteChairInput,
    access: expert,
    summary: `推选评标委员会组长（${member}；组长产生前可改投）`,
    tag,
  }),
  saveSheet: endpoint({
    method: 'POST',
    path: '/api/evaluation/saveSheet',
    input: sheetInput,
    access: expert,
    summary: `暂存评审表（${member}；可未填完）`,
    tag,
  }),
  submitSheet: endpoint({
    method: 'POST',
    path: '/api/evaluation/submitSheet',
    input: sheetInput,
    access: expert,
    summary: `提交评审表（${member}；提交后锁定）`,
    tag,
  }),
  sheets: endpoint({
    method: 'GET',
    path: '/api/evaluation/sheets',
    input: evalProjectInput,
    output: chairSheetsOutput,
    access: expert,
    summary: `各专家的评审表和未提交的专家（${chair}）`,
    tag,
  }),
  returnSheet: endpoint({
    method: 'POST',
    path: '/api/evaluation/returnSheet',
    input: returnSheetInput,
    access: expert,
    summary: `退回某专家已提交的评审表（${chair}）`,
    tag,
  }),
  finishPreliminary: endpoint({
    method: 'POST',
    path: '/api/evaluation/finishPreliminary',
    input: evalProjectInput,
    access: expert,
    summary: `完成初步评审，开始详细评审（${chair}；全体成员提交初步评审后）`,
    tag,
  }),
  submitResult: endpoint({
    method: 'POST',
    path: '/api/evaluation/submitResult',
    input: evalProjectInput,
    output: evalReportOutput,
    access: expert,
    summary: `提交评标结果，生成评标报告（${chair}；全体成员提交详细评审后）`,
    tag,
  }),
  signCode: endpoint({
    method: 'POST',
    path: '/api/evaluation/signCode',
    input: evalProjectInput,
    access: expert,
    summary: `发送评标报告签名确认的短信验证码到本人手机（${member}）`,
    tag,
  }),
  sign: endpoint({
    method: 'POST',
    path: '/api/evaluation/sign',
    input: signInput,
    access: expert,
    summary: `签名确认评标报告，可书面提出不同意见（${member}）`,
    tag,
  }),
};
