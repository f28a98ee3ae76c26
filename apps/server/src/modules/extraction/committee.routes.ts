import {
  cancelInvitationInput,
  ExtractionPath,
  extractionIdQuery,
  ok,
  Permission,
  replaceInvitationInput,
} from '@swp/core';
import { drawRecordOutput, replacementOutcomeOutput } from '@swp/core/extraction/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, fileAnswers } from '../../lib/api-responses.ts';
import { publicBaseUrl } from '../../lib/public-base-url.ts';
import { sendXlsx, XLSX_CONTENT_TYPE } from '../../lib/xlsx-download.ts';
import { cancelInvitation } from './cancel.service.ts';
import { getDrawRecords } from './committee.service.ts';
import { buildExtractionSheet } from './export-sheet.service.ts';
import type { ExtractionKind } from './extraction.repo.ts';
import { replaceInvitation } from './replacement.service.ts';

/**
 * The staff actions both extraction screens share, under their own prefix: the 抽取记录, the printable sheet,
 * replacement and cancellation. Each is limited to system:project and, within it, to who may read the committee.
 */
export function committeeActionRoutes(kind: ExtractionKind): FastifyPluginAsyncZod {
  return async (app) => {
    const { deps } = app;
    const path = ExtractionPath[kind];
    const access = { role: 'staff', permission: Permission.project } as const;

    app.get(
      path.draws,
      { schema: { querystring: extractionIdQuery, response: answers(z.array(drawRecordOutput)) }, config: { access } },
      async (request) => ok(await getDrawRecords(deps, request.principal!, kind, request.query.extractionId)),
    );

    app.get(
      path.exportSheet,
      {
        schema: { querystring: extractionIdQuery, response: fileAnswers(XLSX_CONTENT_TYPE, '抽取结果表') },
        config: { access },
      },
      async (request, reply) => {
        const sheet = await buildExtractionSheet(deps, request.principal!, kind, request.query.extractionId);
        return sendXlsx(reply, sheet.content, sheet.fileName);
      },
    );

    app.post(
      path.replace,
      { schema: { body: replaceInvitationInput, response: answers(replacementOutcomeOutput) }, config: { access } },
      async (request) => {
        const outcome = await replaceInvitation(
          deps,
          request.principal!,
          kind,
          request.body.invitationId,
          { ip: request.ip },
          publicBaseUrl(request, deps.config),
        );
        return ok(outcome, outcome.smsFailures.length > 0 ? '已补抽，但短信发送失败' : '补抽成功，已发送短信通知');
      },
    );

    app.post(
      path.cancel,
      { schema: { body: cancelInvitationInput, response: answers() }, config: { access } },
      async (request) => {
        await cancelInvitation(deps, request.principal!, kind, request.body, { ip: request.ip });
        return ok();
      },
    );
  };
}
