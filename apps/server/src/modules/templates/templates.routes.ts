import {
  createTemplateInput,
  ok,
  Permission,
  TemplatePath,
  templateIdInput,
  templateListInput,
  templatePreviewInput,
  updateTemplateInput,
} from '@swp/core';
import { renderedHtmlOutput, templateDetailOutput, templatePageOutput } from '@swp/core/announcement/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
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
  const access = { role: 'staff', permission: Permission.template } as const;

  app.get(
    TemplatePath.list,
    { schema: { querystring: templateListInput, response: answers(templatePageOutput) }, config: { access } },
    async (request) => ok(await listTemplatePage(deps, request.query)),
  );

  app.get(
    TemplatePath.detail,
    { schema: { querystring: templateIdInput, response: answers(templateDetailOutput) }, config: { access } },
    async (request) => ok(await getTemplate(deps, request.query.id)),
  );

  app.post(
    TemplatePath.create,
    { schema: { body: createTemplateInput, response: answers(templateDetailOutput) }, config: { access } },
    async (request) => ok(await createTemplate(deps, request.principal!, request.body, { ip: request.ip })),
  );

  app.post(
    TemplatePath.update,
    { schema: { body: updateTemplateInput, response: answers(templateDetailOutput) }, config: { access } },
    async (request) => ok(await editTemplate(deps, request.principal!, request.body, { ip: request.ip })),
  );

  for (const [path, enabled] of [
    [TemplatePath.enable, true],
    [TemplatePath.disable, false],
  ] as const) {
    app.post(path, { schema: { body: templateIdInput, response: answers() }, config: { access } }, async (request) => {
      await setTemplateEnabled(deps, request.principal!, request.body.id, enabled, { ip: request.ip });
      return ok();
    });
  }

  app.post(
    TemplatePath.delete,
    { schema: { body: templateIdInput, response: answers() }, config: { access } },
    async (request) => {
      await deleteTemplate(deps, request.principal!, request.body.id, { ip: request.ip });
      return ok();
    },
  );

  app.post(
    TemplatePath.preview,
    { schema: { body: templatePreviewInput, response: answers(renderedHtmlOutput) }, config: { access } },
    async (request) => ok(await previewTemplate(deps, request.principal!, request.body)),
  );
};
