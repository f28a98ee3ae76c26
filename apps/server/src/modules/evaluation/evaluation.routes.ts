import { evaluationApi, evaluationReportApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/content-disposition.ts';
import { PDF_CONTENT_TYPE, sendPdf } from '../../lib/pdf/index.ts';
import { route } from '../../lib/route.ts';
import { sendXlsx } from '../../lib/xlsx-download.ts';
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
  // The SMS code is sent and checked under the rate limit.
  const rateLimited = { config: { rateLimited: true } } as const;
  const meta = (request: { ip: string }) => ({ ip: request.ip });
  const expert = evaluationApi;
  const staff = evaluationReportApi;

  route(app, expert.mine, async (request) => ok(await myEvaluations(deps, request.principal!.userId, request.query)));

  route(app, expert.history, async (request) =>
    ok(await myEvaluationHistory(deps, request.principal!.userId, request.query)),
  );

  route(app, expert.workspace, async (request) =>
    ok(await readWorkspace(deps, request.principal!, request.body.projectId)),
  );

  route(app, expert.bidFile, async (request, reply) => {
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
  });

  route(app, expert.voteChair, async (request) => {
    const { elected } = await voteChair(deps, request.principal!, request.body, meta(request));
    return ok(undefined, elected ? '投票成功，评标委员会组长已产生' : '投票成功');
  });

  route(app, expert.saveSheet, async (request) => {
    await writeMemberSheet(deps, request.principal!, request.body, false, meta(request));
    return ok(undefined, '已暂存');
  });

  route(app, expert.submitSheet, async (request) => {
    await writeMemberSheet(deps, request.principal!, request.body, true, meta(request));
    return ok(undefined, '评审表已提交');
  });

  route(app, expert.sheets, async (request) =>
    ok(await chairSheets(deps, request.principal!, request.query.projectId)),
  );

  route(app, expert.returnSheet, async (request) => {
    await returnMemberSheet(deps, request.principal!, request.body, meta(request));
    return ok(undefined, '已退回该专家的评审表');
  });

  route(app, expert.finishPreliminary, async (request) => {
    await finishPreliminary(deps, request.principal!, request.body.projectId, meta(request));
    return ok(undefined, '初步评审已完成，请开始详细评审');
  });

  route(app, expert.submitResult, async (request) =>
    ok(await submitResult(deps, request.principal!, request.body.projectId, meta(request)), '评标结果已提交'),
  );

  route(
    app,
    expert.signCode,
    async (request) =>
      ok(undefined, await sendSignCode(deps, request.principal!, request.body.projectId, meta(request))),
    rateLimited,
  );

  route(
    app,
    expert.sign,
    async (request) => {
      await signReport(deps, request.principal!, request.body, meta(request));
      return ok(undefined, '签名确认成功');
    },
    rateLimited,
  );

  route(app, staff.progress, async (request) => ok(await readProgress(deps, request.query.projectId)));

  route(app, staff.nameChair, async (request) => {
    await nameChair(deps, request.principal!, request.body, meta(request));
    return ok(undefined, '已指定评标委员会组长');
  });

  // Staff of 项目管理, or a member of the committee (two areas under one path): readReport decides.
  route(app, staff.report, async (request) => ok(await readReport(deps, request.principal, request.query.projectId)));

  route(app, staff.reportPdf, async (request, reply) => {
    const report = await readReport(deps, request.principal, request.query.projectId);
    const pdf = await renderEvaluationReportPdf(report, deps.clock.now());
    return sendPdf(reply, pdf, `评标报告_${report.reportNo}.pdf`, `evaluation_report_${report.reportNo}.pdf`);
  });

  route(app, staff.reportExcel, async (request, reply) => {
    const report = await readReport(deps, request.principal, request.query.projectId);
    const workbook = await renderEvaluationReportExcel(report);
    return sendXlsx(reply, workbook, `评标报告_${report.reportNo}.xlsx`, `evaluation_report_${report.reportNo}.xlsx`);
  });
};
