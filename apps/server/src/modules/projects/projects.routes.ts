import {
  createProjectInput,
  ok,
  Permission,
  ProjectPath,
  pauseProjectInput,
  projectIdInput,
  projectListQuery,
  projectLogsQuery,
  setGradingStandardInput,
  updateProjectInput,
} from '@swp/core';
import {
  projectDetailOutput,
  projectLogPageOutput,
  projectPageOutput,
  projectRefOutput,
} from '@swp/core/project/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
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
  const config = { access: { role: 'staff', permission: Permission.project } as const };
  const meta = (request: { ip: string }) => ({ ip: request.ip });

  app.get(
    ProjectPath.list,
    { config, schema: { querystring: projectListQuery, response: answers(projectPageOutput) } },
    async (request) => ok(await listProjects(deps, request.query)),
  );

  app.get(
    ProjectPath.detail,
    { config, schema: { querystring: projectIdInput, response: answers(projectDetailOutput) } },
    async (request) => ok(await projectDetail(deps, request.query.id)),
  );

  app.get(
    ProjectPath.logs,
    { config, schema: { querystring: projectLogsQuery, response: answers(projectLogPageOutput) } },
    async (request) => ok(await projectLogs(deps, request.principal!, request.query)),
  );

  app.post(
    ProjectPath.create,
    { config, schema: { body: createProjectInput, response: answers(projectRefOutput) } },
    async (request) => ok(await createProject(deps, request.principal!, request.body, meta(request))),
  );

  app.post(
    ProjectPath.update,
    { config, schema: { body: updateProjectInput, response: answers(projectRefOutput) } },
    async (request) => ok(await editProject(deps, request.principal!, request.body, meta(request))),
  );

  app.post(ProjectPath.submit, { config, schema: { body: projectIdInput, response: answers() } }, async (request) => {
    await submitProject(deps, request.principal!, request.body.id, meta(request));
    return ok();
  });

  app.post(ProjectPath.pause, { config, schema: { body: pauseProjectInput, response: answers() } }, async (request) => {
    await pauseProject(deps, request.principal!, request.body, meta(request));
    return ok();
  });

  app.post(ProjectPath.resume, { config, schema: { body: projectIdInput, response: answers() } }, async (request) => {
    await resumeProject(deps, request.principal!, request.body.id, meta(request));
    return ok();
  });

  app.post(
    ProjectPath.retender,
    { config, schema: { body: projectIdInput, response: answers(projectRefOutput) } },
    async (request) => ok(await retenderProject(deps, request.principal!, request.body.id, meta(request))),
  );

  app.post(
    ProjectPath.setGradingStandard,
    { config, schema: { body: setGradingStandardInput, response: answers() } },
    async (request) => {
      await setGradingStandard(deps, request.principal!, request.body, meta(request));
      return ok();
    },
  );
};
