import { announcementIdInput, BulletinPath, bulletinListInput, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulletinDetail, bulletinPageBody } from './bulletin.service.ts';
import { createBulletinCache } from './bulletin-cache.ts';

const JSON_UTF8 = 'application/json; charset=utf-8';

/** 公告栏: public, no sign-in (PRODUCT §5 vender area); see README.md. */
export const bulletinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const cache = createBulletinCache(deps.db, deps.config.bulletinCacheMs);

  app.get(
    BulletinPath.list,
    {
      schema: { querystring: bulletinListInput },
      config: { access: { public: true } },
      // A recent copy of exactly this page (same URL) is answered here, before validation and the handler: a hit
      // costs no parsing, no query and no serialization. Only valid answers are ever stored.
      onRequest: async (request, reply) => {
        const hit = cache.get(request.url, deps.clock.now().getTime());
        if (hit) return reply.type(JSON_UTF8).send(hit);
      },
    },
    async (request, reply) => {
      const body = await bulletinPageBody(deps, request.query);
      cache.set(request.url, body, deps.clock.now().getTime());
      return reply.type(JSON_UTF8).send(body);
    },
  );

  app.get(
    BulletinPath.detail,
    { schema: { querystring: announcementIdInput }, config: { access: { public: true } } },
    async (request) => ok(await bulletinDetail(deps, request.query.id)),
  );
};
