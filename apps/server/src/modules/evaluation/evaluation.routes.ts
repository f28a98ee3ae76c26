import {
  chairSheetsOutput,
  EvalPath,
  evalBidFileInput,
  evalHistoryPageOutput,
  evalPageInput,
  evalProgressOutput,
  evalProjectInput,
  evalProjectPageOutput,
  evalReportOutput,
  evalWorkspaceOutput,
  nameChairInput,
  ok,
  Permission,
  returnSheetInput,
  sheetInput,
  signInput,
  voteChairInput,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswers } from '../../lib/api-responses.ts';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { PDF_CONTENT_TYPE, sendPdf } from '../../lib/pdf/index.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx-download.ts';
import storage from '../../plugins/storage.ts';
import { renderEvaluationReportExcel } from '../evaluation-report/report-excel.ts';
import { renderEvaluationReportPdf } from '../evaluation-report/report-pdf.ts';
import { openMemberBidFile } from './bid-file.service.ts';
import { nameChair, voteChair } from './chair.service.ts';
import { chairSheets, finishPreliminary, returnMemberSheet } from './chair-review.service.ts';
import { myEvaluationHistory, myEvaluations } from './lists.service.ts';
import { readProgress } from './progress.service.ts';
import { readReport } from './report.service.ts';
import { submitResult } from './result.service.ts';
import { writeMemberSheet } from './sheet.service.ts';
import { sendSignCode, signReport } from './sign.service.ts';
import { readWorkspace } from './workspace.service.ts';

/** 在线评标 (docs/rules.md); see README.md beside this file. */
export const evaluationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  const expert = { access: { role: 'specialist' } } as const;
  const expertCode = { access: { role: 'specialist' }, rateLimited: true } as const;
  const staff = { access: { role: 'staff', permission: Permission.project } } as const;
  // Staff of 项目管理, or a member of the committee: two areas under one path; the service decides.
  const staffOrMember = { access: { public: true, identify: ['staff', 'specialist'] } } as const;
  const meta = (request: { ip: string }) => ({ ip: request.ip });

  app.get(
    EvalPath.mine,
    { schema: { querystring: evalPageInput, response: answers(evalProjectPageOutput) }, config: expert },
    async (request) => ok(await myEvaluations(deps, request.principal!.userId, request.query)),
  );

  app.get(
    EvalPath.history,
    { schema: { querystring: evalPageInput, response: answers(evalHistoryPageOutput) }, config: expert },
    async (request) => ok(await myEvaluationHistory(deps, request.principal!.userId, request.query)),
  );

  // A POST: the first visit after 开标 creates the project's evaluation row.
  app.post(
    EvalPath.workspace,
    { schema: { body: evalProjectInput, response: answers(evalWorkspaceOutput) }, config: expert },
    async (request) => ok(await readWorkspace(deps, request.principal!, request.body.projectId)),
  );

  app.get(
    EvalPath.bidFile,
    { schema: { querystring: evalBidFileInput, response: fileAnswers('*/*', '投标文件') }, config: expert },
    async (request, reply) => {
      const { facts, stream } = await openMemberBidFile(deps, app.storage, request.principal!, request.query);
      // The PDF preview opens in the browser's own viewer; anything else is always an attachment.
      const inline = request.query.inline === '1' && facts.mimeType === PDF_CONTENT_TYPE;
      const disposition = attachmentDisposition(facts.fileName);
      return reply
        .header('content-type', facts.mimeType)
        .header('content-length', facts.size)
        .header('content-disposition', inline ? disposition.replace(/^attachment/, 'inline') : disposition)
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );

  app.post(
    EvalPath.voteChair,
    { schema: { body: voteChairInput, response: answers() }, config: expert },
    async (request) => {
      const { elected } = await voteChair(deps, request.principal!, request.body, meta(request));
      return ok(undefined, elected ? '投票成功，评标委员会组长已产生' : '投票成功');
    },
  );

  app.post(
    EvalPath.saveSheet,
    { schema: { body: sheetInput, response: answers() }, config: expert },
    async (request) => {
      await writeMemberSheet(deps, request.principal!, request.body, false, meta(request));
      return ok(undefined, '已暂存');
    },
  );

  app.post(
    EvalPath.submitSheet,
    { schema: { body: sheetInput, response: answers() }, config: expert },
    async (request) => {
      await writeMemberSheet(deps, request.principal!, request.body, true, meta(request));
      return ok(undefined, '评审表已提交');
    },
  );

  app.get(
    EvalPath.sheets,
    { schema: { querystring: evalProjectInput, response: answers(chairSheetsOutput) }, config: expert },
    async (request) => ok(await chairSheets(deps, request.principal!, request.query.projectId)),
  );

  app.post(
    EvalPath.returnSheet,
    { schema: { body: returnSheetInput, response: answers() }, config: expert },
    async (request) => {
      await returnMemberSheet(deps, request.principal!, request.body, meta(request));
      return ok(undefined, '已退回该专家的评审表');
    },
  );

  app.post(
    EvalPath.finishPreliminary,
    { schema: { body: evalProjectInput, response: answers() }, config: expert },
    async (request) => {
      await finishPreliminary(deps, request.principal!, request.body.projectId, meta(request));
      return ok(undefined, '初步评审已完成，请开始详细评审');
    },
  );

  app.post(
    EvalPath.submitResult,
    { schema: { body: evalProjectInput, response: answers(evalReportOutput) }, config: expert },
    async (request) =>
      ok(await submitResult(deps, request.principal!, request.body.projectId, meta(request)), '评标结果已提交'),
  );

  app.post(
    EvalPath.signCode,
    { schema: { body: evalProjectInput, response: answers() }, config: expertCode },
    async (request) =>
      ok(undefined, await sendSignCode(deps, request.principal!, request.body.projectId, meta(request))),
  );

  app.post(EvalPath.sign, { schema: { body: signInput, response: answers() }, config: expertCode }, async (request) => {
    await signReport(deps, request.principal!, request.body, meta(request));
    return ok(undefined, '签名确认成功');
  });

  app.get(
    EvalPath.progress,
    { schema: { querystring: evalProjectInput, response: answers(evalProgressOutput) }, config: staff },
    async (request) => ok(await readProgress(deps, request.query.projectId)),
  );

  app.post(
    EvalPath.nameChair,
    { schema: { body: nameChairInput, response: answers() }, config: staff },
    async (request) => {
      await nameChair(deps, request.principal!, request.body, meta(request));
      return ok(undefined, '已指定评标委员会组长');
    },
  );

  app.get(
    EvalPath.report,
    { schema: { querystring: evalProjectInput, response: answers(evalReportOutput) }, config: staffOrMember },
    async (request) => ok(await readReport(deps, request.principal, request.query.projectId)),
  );

  app.get(
    EvalPath.reportPdf,
    {
      schema: { querystring: evalProjectInput, response: fileAnswers(PDF_CONTENT_TYPE, '评标报告（PDF）') },
      config: staff,
    },
    async (request, reply) => {
      const report = await readReport(deps, request.principal, request.query.projectId);
      const pdf = await renderEvaluationReportPdf(report, deps.clock.now());
      return sendPdf(reply, pdf, `评标报告_${report.reportNo}.pdf`, `evaluation_report_${report.reportNo}.pdf`);
    },
  );

  app.get(
    EvalPath.reportExcel,
    {
      schema: { querystring: evalProjectInput, response: fileAnswers(XLSX_CONTENT_TYPE, '评标报告（Excel）') },
      config: staff,
    },
    async (request, reply) => {
      const report = await readReport(deps, request.principal, request.query.projectId);
      const workbook = await renderEvaluationReportExcel(report);
      return sendXlsx(reply, workbook, `评标报告_${report.reportNo}.xlsx`, `evaluation_report_${report.reportNo}.xlsx`);
    },
  );
};
