import { myResultOutput, ok, Permission, ResultPath, resultProjectInput, resultSummaryOutput } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswers } from '../../lib/api-responses.ts';
import { PDF_CONTENT_TYPE, sendPdf } from '../../lib/pdf/index.ts';
import { myLetterPdf, myResult, resultSummary } from './results.service.ts';

/** 结果 (docs/rules.md): the staff 结果 panel, a bidder's result, its letter (README.md beside this file). */
export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const staff = { access: { role: 'staff', permission: Permission.project } } as const;
  const vender = { access: { role: 'vender' } } as const;

  app.get(
    ResultPath.summary,
    { schema: { querystring: resultProjectInput, response: answers(resultSummaryOutput) }, config: staff },
    async (request) => ok(await resultSummary(deps, request.query.projectId)),
  );

  app.get(
    ResultPath.mine,
    { schema: { querystring: resultProjectInput, response: answers(myResultOutput) }, config: vender },
    async (request) => ok(await myResult(deps, request.principal!, request.query.projectId)),
  );

  app.get(
    ResultPath.letter,
    {
      schema: {
        querystring: resultProjectInput,
        response: fileAnswers(PDF_CONTENT_TYPE, '中标通知书或结果通知书（PDF）'),
      },
      config: vender,
    },
    async (request, reply) => {
      const { pdf, fileName, asciiName } = await myLetterPdf(deps, request.principal!, request.query.projectId);
      return sendPdf(reply, pdf, fileName, asciiName);
    },
  );
};
