import { ok, Permission, projectExtractionInput, projectIdQuery } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { committeeActionRoutes } from './committee.routes.ts';
import { getProjectCommittee } from './committee.service.ts';
import { drawForProject } from './draw.service.ts';
import { publicBaseUrl } from './public-base-url.ts';

const PREFIX = '/api/specialisextract';

/** 项目管理 → 专家抽取 (PRODUCT §3, API specialisextract): draw, watch, replace, cancel, print. */
export const projectExtractionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const access = { role: 'staff', permission: Permission.project } as const;

  app.post(`${PREFIX}/draw`, { schema: { body: projectExtractionInput }, config: { access } }, async (request) => {
    const outcome = await drawForProject(
      deps,
      request.principal!,
      request.body,
      { ip: request.ip },
      publicBaseUrl(request),
    );
    return ok(outcome, outcome.smsFailures.length > 0 ? '抽取完成，但部分短信发送失败' : '抽取完成，已发送短信通知');
  });

  app.get(`${PREFIX}/detail`, { schema: { querystring: projectIdQuery }, config: { access } }, async (request) =>
    ok(await getProjectCommittee(deps, request.principal!, request.query.projectId)),
  );

  await app.register(committeeActionRoutes(PREFIX, 'project'));
};
