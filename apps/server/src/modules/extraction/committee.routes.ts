import { externalExtractionApi, ok, projectExtractionApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicBaseUrl } from '../../lib/public-base-url.ts';
import { route } from '../../lib/route.ts';
import { sendXlsx } from '../../lib/xlsx-download.ts';
import { cancelInvitation } from './cancel.service.ts';
import { getDrawRecords } from './committee.service.ts';
import { buildExtractionSheet } from './export-sheet.service.ts';
import type { ExtractionKind } from './extraction.repo.ts';
import { replaceInvitation } from './replacement.service.ts';

const API = { project: projectExtractionApi, external: externalExtractionApi } as const;

/**
 * The staff actions both extraction screens share, under their own prefix: the 抽取记录, the printable sheet,
 * replacement and cancellation. Each is limited to system:project and, within it, to who may read the committee.
 */
export function committeeActionRoutes(kind: ExtractionKind): FastifyPluginAsyncZod {
  return async (app) => {
    const { deps } = app;
    const api = API[kind];

    route(app, api.draws, async (request) =>
      ok(await getDrawRecords(deps, request.principal!, kind, request.query.extractionId)),
    );

    route(app, api.exportSheet, async (request, reply) => {
      const sheet = await buildExtractionSheet(deps, request.principal!, kind, request.query.extractionId);
      return sendXlsx(reply, sheet.content, sheet.fileName);
    });

    route(app, api.replace, async (request) => {
      const outcome = await replaceInvitation(
        deps,
        request.principal!,
        kind,
        request.body.invitationId,
        { ip: request.ip },
        publicBaseUrl(request, deps.config),
      );
      return ok(outcome, outcome.smsFailures.length > 0 ? '已补抽，但短信发送失败' : '补抽成功，已发送短信通知');
    });

    route(app, api.cancel, async (request) => {
      await cancelInvitation(deps, request.principal!, kind, request.body, { ip: request.ip });
      return ok();
    });
  };
}
