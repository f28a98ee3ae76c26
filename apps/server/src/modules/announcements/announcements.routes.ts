import {
  AnnouncementPath,
  announcementIdInput,
  announcementListInput,
  createAnnouncementInput,
  ok,
  Permission,
  renderAnnouncementInput,
  templateChoicesInput,
  updateAnnouncementInput,
} from '@swp/core';
import {
  announcementDetailOutput,
  announcementPageOutput,
  renderedHtmlOutput,
  templateChoiceOutput,
} from '@swp/core/announcement/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../lib/api-responses.ts';
import { listTemplateChoices } from '../templates/templates.service.ts';
import { publishAnnouncement } from './announcement-publish.service.ts';
import {
  createDraft,
  deleteDraftAnnouncement,
  getAnnouncement,
  listAnnouncements,
  previewAnnouncement,
  renderDraft,
  updateDraftAnnouncement,
} from './announcements.service.ts';

/** 公告 of a project (项目管理 → 公告 tab), permission system:project; see README.md. */
export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const access = { role: 'staff', permission: Permission.project } as const;

  app.get(
    AnnouncementPath.list,
    { schema: { querystring: announcementListInput, response: answers(announcementPageOutput) }, config: { access } },
    async (request) => ok(await listAnnouncements(deps, request.query)),
  );

  app.get(
    AnnouncementPath.templates,
    {
      schema: { querystring: templateChoicesInput, response: answers(z.array(templateChoiceOutput)) },
      config: { access },
    },
    async (request) => ok(await listTemplateChoices(deps, request.query)),
  );

  app.get(
    AnnouncementPath.detail,
    { schema: { querystring: announcementIdInput, response: answers(announcementDetailOutput) }, config: { access } },
    async (request) => ok(await getAnnouncement(deps, request.query.id)),
  );

  app.post(
    AnnouncementPath.create,
    { schema: { body: createAnnouncementInput, response: answers(announcementDetailOutput) }, config: { access } },
    async (request) => ok(await createDraft(deps, request.principal!, request.body, { ip: request.ip })),
  );

  app.post(
    AnnouncementPath.update,
    { schema: { body: updateAnnouncementInput, response: answers(announcementDetailOutput) }, config: { access } },
    async (request) => ok(await updateDraftAnnouncement(deps, request.principal!, request.body, { ip: request.ip })),
  );

  app.post(
    AnnouncementPath.render,
    { schema: { body: renderAnnouncementInput, response: answers(renderedHtmlOutput) }, config: { access } },
    async (request) => ok(await renderDraft(deps, request.body)),
  );

  app.get(
    AnnouncementPath.preview,
    { schema: { querystring: announcementIdInput, response: answers(renderedHtmlOutput) }, config: { access } },
    async (request) => ok(await previewAnnouncement(deps, request.query.id)),
  );

  app.post(
    AnnouncementPath.publish,
    { schema: { body: announcementIdInput, response: answers(announcementDetailOutput) }, config: { access } },
    async (request) =>
      ok(await publishAnnouncement(deps, request.principal!, request.body.id, { ip: request.ip }), '发布成功'),
  );

  app.post(
    AnnouncementPath.delete,
    { schema: { body: announcementIdInput, response: answers() }, config: { access } },
    async (request) => {
      await deleteDraftAnnouncement(deps, request.principal!, request.body.id, { ip: request.ip });
      return ok();
    },
  );
};
