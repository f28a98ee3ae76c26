import { externalExtractionApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { committeeActionRoutes } from './committee.routes.ts';
import { getCommittee, listTasks } from './committee.service.ts';
import { drawForTask } from './draw.service.ts';
import { drawHandler } from './draw-handler.ts';

/** 外部招募专家抽取 (docs/rules.md, API specialistextractexpert): named tasks drawn from external experts only. */
export const externalExtractionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  route(app, externalExtractionApi.draw, drawHandler(deps, drawForTask));

  route(app, externalExtractionApi.list, async (request) =>
    ok(await listTasks(deps, request.principal!, request.query)),
  );

  route(app, externalExtractionApi.detail, async (request) =>
    ok(await getCommittee(deps, request.principal!, 'external', { id: request.query.extractionId })),
  );

  await app.register(committeeActionRoutes('external'));
};
