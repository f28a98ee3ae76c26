import {
  createGradingStandardInput,
  GradingPath,
  gradingDetailOutput,
  gradingListInput,
  gradingOptionsOutput,
  gradingPageOutput,
  gradingStandardIdInput,
  ok,
  Permission,
  updateGradingStandardInput,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import {
  copyGradingStandard,
  createGradingStandard,
  deleteGradingStandard,
  editGradingStandard,
  getGradingStandard,
  listGradingOptions,
  listGradingPage,
} from './grading.service.ts';

/** 评分标准管理 (系统设置), permission system:grading; the project form's options also system:project. See README.md. */
export const gradingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const access = { role: 'staff', permission: Permission.grading } as const;
  // Either 评分标准管理 or 项目管理: the service checks which (grading.service listGradingOptions).
  const staffOnly = { role: 'staff' } as const;

  app.get(
    GradingPath.list,
    { schema: { querystring: gradingListInput, response: answers(gradingPageOutput) }, config: { access } },
    async (request) => ok(await listGradingPage(deps, request.query)),
  );

  app.get(
    GradingPath.options,
    { schema: { response: answers(gradingOptionsOutput) }, config: { access: staffOnly } },
    async (request) => ok(await listGradingOptions(deps, request.principal!)),
  );

  app.get(
    GradingPath.detail,
    { schema: { querystring: gradingStandardIdInput, response: answers(gradingDetailOutput) }, config: { access } },
    async (request) => ok(await getGradingStandard(deps.db, request.query.id)),
  );

  app.post(
    GradingPath.create,
    { schema: { body: createGradingStandardInput, response: answers(gradingDetailOutput) }, config: { access } },
    async (request) => ok(await createGradingStandard(deps, request.principal!, request.body, { ip: request.ip })),
  );

  app.post(
    GradingPath.update,
    { schema: { body: updateGradingStandardInput, response: answers(gradingDetailOutput) }, config: { access } },
    async (request) => ok(await editGradingStandard(deps, request.principal!, request.body, { ip: request.ip })),
  );

  app.post(
    GradingPath.copy,
    { schema: { body: gradingStandardIdInput, response: answers(gradingDetailOutput) }, config: { access } },
    async (request) =>
      ok(await copyGradingStandard(deps, request.principal!, request.body.id, { ip: request.ip }), '已复制'),
  );

  app.post(
    GradingPath.delete,
    { schema: { body: gradingStandardIdInput, response: answers() }, config: { access } },
    async (request) => {
      await deleteGradingStandard(deps, request.principal!, request.body.id, { ip: request.ip });
      return ok();
    },
  );
};
