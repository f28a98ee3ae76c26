import { ExtractionPath, ok, Permission, projectExtractionInput, projectIdQuery } from '@swp/core';
import { drawOutcomeOutput, projectCommitteeOutput } from '@swp/core/extraction/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { committeeActionRoutes } from './committee.routes.ts';
import { getProjectCommittee } from './committee.service.ts';
import { drawForProject } from './draw.service.ts';
import { drawHandler } from './draw-handler.ts';

/** 项目管理 → 专家抽取 (docs/rules.md, API specialisextract): draw, watch, replace, cancel, print. */
export const projectExtractionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const access = { role: 'staff', permission: Permission.project } as const;

  app.post(
    ExtractionPath.project.draw,
    { schema: { body: projectExtractionInput, response: answers(drawOutcomeOutput) }, config: { access } },
    drawHandler(deps, drawForProject),
  );

  app.get(
    ExtractionPath.project.detail,
    { schema: { querystring: projectIdQuery, response: answers(projectCommitteeOutput) }, config: { access } },
    async (request) => ok(await getProjectCommittee(deps, request.principal!, request.query.projectId)),
  );

  await app.register(committeeActionRoutes('project'));
};
