import { announcementIdInput, BulletinPath, bulletinListInput, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulletinDetail, bulletinPageBody } from './bulletin.service.ts';
import { createBulletinCache } from './bulletin-cache.ts';

/** 公告栏: public, no sign-in (PRODUCT §5 vender area); see README.md. */
export const bulletinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const cache = createBulletinCache(deps.db, deps.config.bulletinCacheMs);

  app.get(
    BulletinPath.list,
    { schema: { querystring: bulletinListInput }, config: { access: { public: true } } },
    async (request, reply) => {
      const body = await bulletinPageBody(deps, cache, request.query);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    BulletinPath.detail,
    { schema: { querystring: announcementIdInput }, config: { access: { public: true } } },
    async (request) => ok(await bulletinDetail(deps, request.query.id)),
  );
};
