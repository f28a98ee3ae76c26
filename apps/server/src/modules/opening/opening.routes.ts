import { ok, openingApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPdf } from '../../lib/pdf/index.ts';
import { route } from '../../lib/route.ts';
import { sendXlsx } from '../../lib/xlsx-download.ts';
import storage from '../../plugins/storage.ts';
import { openBids } from './opening.service.ts';
import { listOpenedProjectBids, readOpeningRecord } from './opening-record.service.ts';
import { buildOpeningRecordPdf, buildOpeningRecordWorkbook, openingRecordFileName } from './opening-record-export.ts';

/** 开标, the 开标记录 and the opened bids (docs/product.md, docs/integration.md); see README.md beside this file. */
export const openingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);

  route(app, openingApi.open, async (request) =>
    ok(await openBids(deps, app.storage, request.principal!, request.body.projectId, { ip: request.ip }), '开标完成'),
  );

  route(app, openingApi.list, async (request) => ok(await listOpenedProjectBids(deps, request.body.projectId)));

  // Staff, or a company that bid on the project (two areas under one path): readOpeningRecord decides.
  route(app, openingApi.openingRecord, async (request) =>
    ok(await readOpeningRecord(deps, request.principal, request.body.projectId)),
  );

  route(app, openingApi.openingRecordPdf, async (request, reply) => {
    const record = await readOpeningRecord(deps, request.principal, request.query.projectId);
    const { fileName, asciiName } = openingRecordFileName(record, 'pdf');
    return sendPdf(reply, await buildOpeningRecordPdf(record, deps.clock.now()), fileName, asciiName);
  });

  route(app, openingApi.openingRecordExcel, async (request, reply) => {
    const record = await readOpeningRecord(deps, request.principal, request.query.projectId);
    const { fileName, asciiName } = openingRecordFileName(record, 'xlsx');
    return sendXlsx(reply, await buildOpeningRecordWorkbook(record), fileName, asciiName);
  });
};
