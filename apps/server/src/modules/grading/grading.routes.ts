import { gradingApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
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

  route(app, gradingApi.list, async (request) => ok(await listGradingPage(deps, request.query)));

  // Either 评分标准管理 or 项目管理: the service checks which (grading.service listGradingOptions).
  route(app, gradingApi.options, async (request) => ok(await listGradingOptions(deps, request.principal!)));

  route(app, gradingApi.detail, async (request) => ok(await getGradingStandard(deps.db, request.query.id)));

  route(app, gradingApi.create, async (request) =>
    ok(await createGradingStandard(deps, request.principal!, request.body, { ip: request.ip })),
  );

  route(app, gradingApi.update, async (request) =>
    ok(await editGradingStandard(deps, request.principal!, request.body, { ip: request.ip })),
  );

  route(app, gradingApi.copy, async (request) =>
    ok(await copyGradingStandard(deps, request.principal!, request.body.id, { ip: request.ip }), '已复制'),
  );

  route(app, gradingApi.delete, async (request) => {
    await deleteGradingStandard(deps, request.principal!, request.body.id, { ip: request.ip });
    return ok();
  });
};
