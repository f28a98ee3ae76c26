import {
  ExtractionPath,
  externalExtractionInput,
  extractionIdQuery,
  extractionTaskListQuery,
  ok,
  Permission,
} from '@swp/core';
import { committeeOutput, drawOutcomeOutput, extractionTaskPageOutput } from '@swp/core/extraction/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { committeeActionRoutes } from './committee.routes.ts';
import { getCommittee, listTasks } from './committee.service.ts';
import { drawForTask } from './draw.service.ts';
import { drawHandler } from './draw-handler.ts';

/** 外部招募专家抽取 (docs/rules.md, API specialistextractexpert): named tasks drawn from external experts only. */
export const externalExtractionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const access = { role: 'staff', permission: Permission.project } as const;

  app.post(
    ExtractionPath.external.draw,
    { schema: { body: externalExtractionInput, response: answers(drawOutcomeOutput) }, config: { access } },
    drawHandler(deps, drawForTask),
  );

  app.get(
    ExtractionPath.external.list,
    {
      schema: { querystring: extractionTaskListQuery, response: answers(extractionTaskPageOutput) },
      config: { access },
    },
    async (request) => ok(await listTasks(deps, request.principal!, request.query)),
  );

  app.get(
    ExtractionPath.external.detail,
    { schema: { querystring: extractionIdQuery, response: answers(committeeOutput) }, config: { access } },
    async (request) => ok(await getCommittee(deps, request.principal!, 'external', { id: request.query.extractionId })),
  );

  await app.register(committeeActionRoutes('external'));
};
