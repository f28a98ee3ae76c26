import { externalExtractionInput, extractionIdQuery, extractionTaskListQuery, ok, Permission } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { committeeActionRoutes } from './committee.routes.ts';
import { getCommittee, listTasks } from './committee.service.ts';
import { drawForTask } from './draw.service.ts';
import { publicBaseUrl } from './public-base-url.ts';

const PREFIX = '/api/specialistextractexpert';

/** 外部招募专家抽取 (PRODUCT §3, API specialistextractexpert): named tasks drawn from external experts only. */
export const externalExtractionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const access = { role: 'staff', permission: Permission.project } as const;

  app.post(`${PREFIX}/draw`, { schema: { body: externalExtractionInput }, config: { access } }, async (request) => {
    const outcome = await drawForTask(
      deps,
      request.principal!,
      request.body,
      { ip: request.ip },
      publicBaseUrl(request),
    );
    return ok(outcome, outcome.smsFailures.length > 0 ? '抽取完成，但部分短信发送失败' : '抽取完成，已发送短信通知');
  });

  app.get(`${PREFIX}/list`, { schema: { querystring: extractionTaskListQuery }, config: { access } }, async (request) =>
    ok(await listTasks(deps, request.principal!, request.query)),
  );

  app.get(`${PREFIX}/detail`, { schema: { querystring: extractionIdQuery }, config: { access } }, async (request) =>
    ok(await getCommittee(deps, request.principal!, 'external', { id: request.query.extractionId })),
  );

  await app.register(committeeActionRoutes(PREFIX, 'external'));
};
