import { announcementApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
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

  route(app, announcementApi.list, async (request) => ok(await listAnnouncements(deps, request.query)));

  route(app, announcementApi.templates, async (request) => ok(await listTemplateChoices(deps, request.query)));

  route(app, announcementApi.detail, async (request) => ok(await getAnnouncement(deps, request.query.id)));

  route(app, announcementApi.create, async (request) =>
    ok(await createDraft(deps, request.principal!, request.body, { ip: request.ip })),
  );

  route(app, announcementApi.update, async (request) =>
    ok(await updateDraftAnnouncement(deps, request.principal!, request.body, { ip: request.ip })),
  );

  route(app, announcementApi.render, async (request) => ok(await renderDraft(deps, request.body)));

  route(app, announcementApi.preview, async (request) => ok(await previewAnnouncement(deps, request.query.id)));

  route(app, announcementApi.publish, async (request) =>
    ok(await publishAnnouncement(deps, request.principal!, request.body.id, { ip: request.ip }), '发布成功'),
  );

  route(app, announcementApi.delete, async (request) => {
    await deleteDraftAnnouncement(deps, request.principal!, request.body.id, { ip: request.ip });
    return ok();
  });
};
