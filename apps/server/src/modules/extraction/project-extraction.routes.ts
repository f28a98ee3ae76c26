import { ok, projectExtractionApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { committeeActionRoutes } from './committee.routes.ts';
import { getProjectCommittee } from './committee.service.ts';
import { drawForProject } from './draw.service.ts';
import { drawHandler } from './draw-handler.ts';

/** 项目管理 → 专家抽取 (docs/rules.md, API specialisextract): draw, watch, replace, cancel, print. */
export const projectExtractionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  route(app, projectExtractionApi.draw, drawHandler(deps, drawForProject));

  route(app, projectExtractionApi.detail, async (request) =>
    ok(await getProjectCommittee(deps, request.principal!, request.query.projectId)),
  );

  await app.register(committeeActionRoutes('project'));
};
