import { bulletinApi, ErrorCode, Msg, ok } from '@swp/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { bulletinDetail, bulletinPageJson } from './bulletin.service.ts';
import { createBulletinCache } from './bulletin-cache.ts';

/** An answer already encoded (the page is kept encoded, see below). */
const sendEncoded = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

/** 公告栏: public, no sign-in (docs/product.md vender area); see README.md. */
export const bulletinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const cache = createBulletinCache(deps.db, deps.config.bulletinCacheMs);
  const checkAgainstSchema = deps.config.mode === 'test';

  route(
    app,
    bulletinApi.list,
    async (request, reply) => {
      // The page arrives as JSON text from the database and is wrapped in the envelope as it is: a cache miss costs
      // the query, not parsing and re-encoding rows (bulletin-list.repo.ts). In test mode it also goes through the
      // declared schema, which refuses a missing, mistyped or undeclared field, so the SQL cannot drift from it.
      const page = await bulletinPageJson(deps, request.query);
      const text = `{"code":${ErrorCode.OK},"msg":${JSON.stringify(Msg.ok)},"data":${page}}`;
      if (checkAgainstSchema) reply.serialize(JSON.parse(text));
      const body = Buffer.from(text);
      cache.set(request.url, body, deps.clock.now().getTime());
      return sendEncoded(reply, body);
    },
    {
      // A recent copy of exactly this page (same URL) is answered here, before validation and the handler: a hit
      // costs no parsing, no query and no serialization. Only valid answers are ever stored.
      onRequest: async (request, reply) => {
        const hit = cache.get(request.url, deps.clock.now().getTime());
        if (hit) return sendEncoded(reply, hit);
      },
    },
  );

  route(app, bulletinApi.detail, async (request) => ok(await bulletinDetail(deps, request.query.id)));
};
