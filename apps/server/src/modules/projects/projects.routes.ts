import { ok, projectApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { setGradingStandard } from './project-grading.service.ts';
import { pauseProject, resumeProject, retenderProject, submitProject } from './project-lifecycle.service.ts';
import { listProjects, projectDetail, projectLogs } from './project-read.service.ts';
import { createProject, editProject } from './projects.service.ts';

/**
 * 项目管理. Reads are GETs with the filters in the query string, writes POSTs (docs/ARCHITECTURE.md, read verbs).
 * Every route needs the 项目管理 permission.
 */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const meta = (request: { ip: string }) => ({ ip: request.ip });

  route(app, projectApi.list, async (request) => ok(await listProjects(deps, request.query)));

  route(app, projectApi.detail, async (request) => ok(await projectDetail(deps, request.query.id)));

  route(app, projectApi.logs, async (request) => ok(await projectLogs(deps, request.principal!, request.query)));

  route(app, projectApi.create, async (request) =>
    ok(await createProject(deps, request.principal!, request.body, meta(request))),
  );

  route(app, projectApi.update, async (request) =>
    ok(await editProject(deps, request.principal!, request.body, meta(request))),
  );

  route(app, projectApi.submit, async (request) => {
    await submitProject(deps, request.principal!, request.body.id, meta(request));
    return ok();
  });

  route(app, projectApi.pause, async (request) => {
    await pauseProject(deps, request.principal!, request.body, meta(request));
    return ok();
  });

  route(app, projectApi.resume, async (request) => {
    await resumeProject(deps, request.principal!, request.body.id, meta(request));
    return ok();
  });

  route(app, projectApi.retender, async (request) =>
    ok(await retenderProject(deps, request.principal!, request.body.id, meta(request))),
  );

  route(app, projectApi.setGradingStandard, async (request) => {
    await setGradingStandard(deps, request.principal!, request.body, meta(request));
    return ok();
  });
};
