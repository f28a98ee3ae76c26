import { ok, resultApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendPdf } from '../../lib/pdf/index.ts';
import { route } from '../../lib/route.ts';
import { myLetterPdf, myResult, resultSummary } from './results.service.ts';

/** 结果 (docs/rules.md): the staff 结果 panel, a bidder's result, its letter (README.md beside this file). */
export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  route(app, resultApi.summary, async (request) => ok(await resultSummary(deps, request.query.projectId)));

  route(app, resultApi.mine, async (request) => ok(await myResult(deps, request.principal!, request.query.projectId)));

  route(app, resultApi.letter, async (request, reply) => {
    const { pdf, fileName, asciiName } = await myLetterPdf(deps, request.principal!, request.query.projectId);
    return sendPdf(reply, pdf, fileName, asciiName);
  });
};
