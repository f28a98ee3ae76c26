import { ok, templateApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import {
  createTemplate,
  deleteTemplate,
  editTemplate,
  getTemplate,
  listTemplatePage,
  previewTemplate,
  setTemplateEnabled,
} from './templates.service.ts';

/** 公告模板管理 (系统设置), permission system:template; see README.md. */
export const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  route(app, templateApi.list, async (request) => ok(await listTemplatePage(deps, request.query)));

  route(app, templateApi.detail, async (request) => ok(await getTemplate(deps, request.query.id)));

  route(app, templateApi.create, async (request) =>
    ok(await createTemplate(deps, request.principal!, request.body, { ip: request.ip })),
  );

  route(app, templateApi.update, async (request) =>
    ok(await editTemplate(deps, request.principal!, request.body, { ip: request.ip })),
  );

  for (const [endpoint, enabled] of [
    [templateApi.enable, true],
    [templateApi.disable, false],
  ] as const) {
    route(app, endpoint, async (request) => {
      await setTemplateEnabled(deps, request.principal!, request.body.id, enabled, { ip: request.ip });
      return ok();
    });
  }

  route(app, templateApi.delete, async (request) => {
    await deleteTemplate(deps, request.principal!, request.body.id, { ip: request.ip });
    return ok();
  });

  route(app, templateApi.preview, async (request) => ok(await previewTemplate(deps, request.principal!, request.body)));
};
