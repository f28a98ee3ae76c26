import { announcementIdInput, BulletinPath, bulletinListInput, ok } from '@swp/core';
import { bulletinDetailOutput, bulletinPageOutput } from '@swp/core/announcement/responses';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { bulletinDetail, bulletinPage } from './bulletin.service.ts';
import { createBulletinCache } from './bulletin-cache.ts';

/** An answer already encoded through the route's schema (the page is kept encoded, see below). */
const sendEncoded = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

/** 公告栏: public, no sign-in (PRODUCT §5 vender area); see README.md. */
export const bulletinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const cache = createBulletinCache(deps.db, deps.config.bulletinCacheMs);

  app.get(
    BulletinPath.list,
    {
      schema: { querystring: bulletinListInput, response: answers(bulletinPageOutput) },
      config: { access: { public: true } },
      // A recent copy of exactly this page (same URL) is answered here, before validation and the handler: a hit
      // costs no parsing, no query and no serialization. Only valid answers are ever stored.
      onRequest: async (request, reply) => {
        const hit = cache.get(request.url, deps.clock.now().getTime());
        if (hit) return sendEncoded(reply, hit);
      },
    },
    async (request, reply) => {
      // Encoded once through the declared schema (the cache may send it many times).
      const body = Buffer.from(reply.serialize(ok(await bulletinPage(deps, request.query))) as string);
      cache.set(request.url, body, deps.clock.now().getTime());
      return sendEncoded(reply, body);
    },
  );

  app.get(
    BulletinPath.detail,
    {
      schema: { querystring: announcementIdInput, response: answers(bulletinDetailOutput) },
      config: { access: { public: true } },
    },
    async (request) => ok(await bulletinDetail(deps, request.query.id)),
  );
};
