import { BidPath, bidListOutput, bidProjectInput, ok, openingRecordOutput, Permission } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswers } from '../../lib/api-responses.ts';
import { PDF_CONTENT_TYPE, sendPdf } from '../../lib/pdf/index.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx-download.ts';
import storage from '../../plugins/storage.ts';
import { openBids } from './opening.service.ts';
import { listOpenedProjectBids, readOpeningRecord } from './opening-record.service.ts';
import { buildOpeningRecordPdf, buildOpeningRecordWorkbook, openingRecordFileName } from './opening-record-export.ts';

/** 开标, the 开标记录 and the opened bids (docs/rules.md, docs/integration.md); see README.md beside this file. */
export const openingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  const staff = { access: { role: 'staff', permission: Permission.project } } as const;
  // docs/integration.md: staff, or a company that bid on the project — two areas under one path; the service decides.
  const staffOrBidder = { access: { public: true, identify: ['staff', 'vender'] } } as const;

  app.post(
    BidPath.open,
    { schema: { body: bidProjectInput, response: answers(openingRecordOutput) }, config: staff },
    async (request) =>
      ok(await openBids(deps, app.storage, request.principal!, request.body.projectId, { ip: request.ip }), '开标完成'),
  );

  app.post(
    BidPath.list,
    { schema: { body: bidProjectInput, response: answers(bidListOutput) }, config: staff },
    async (request) => ok(await listOpenedProjectBids(deps, request.body.projectId)),
  );

  app.post(
    BidPath.openingRecord,
    { schema: { body: bidProjectInput, response: answers(openingRecordOutput) }, config: staffOrBidder },
    async (request) => ok(await readOpeningRecord(deps, request.principal, request.body.projectId)),
  );

  app.get(
    BidPath.openingRecordPdf,
    {
      schema: { querystring: bidProjectInput, response: fileAnswers(PDF_CONTENT_TYPE, '开标记录（PDF）') },
      config: staffOrBidder,
    },
    async (request, reply) => {
      const record = await readOpeningRecord(deps, request.principal, request.query.projectId);
      const { fileName, asciiName } = openingRecordFileName(record, 'pdf');
      return sendPdf(reply, await buildOpeningRecordPdf(record, deps.clock.now()), fileName, asciiName);
    },
  );

  app.get(
    BidPath.openingRecordExcel,
    {
      schema: { querystring: bidProjectInput, response: fileAnswers(XLSX_CONTENT_TYPE, '开标记录（Excel）') },
      config: staff,
    },
    async (request, reply) => {
      const record = await readOpeningRecord(deps, request.principal, request.query.projectId);
      const { fileName, asciiName } = openingRecordFileName(record, 'xlsx');
      return sendXlsx(reply, await buildOpeningRecordWorkbook(record), fileName, asciiName);
    },
  );
};
