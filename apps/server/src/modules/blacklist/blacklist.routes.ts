import { blacklistApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import storage from '../../plugins/storage.ts';
import { addToBlacklist, liftBlacklistEntry } from './blacklist.service.ts';
import { listBlacklist, openBlacklistAttachment } from './blacklist-query.service.ts';

/** 黑名单 (docs/product.md, docs/integration.md): every route needs staff with system:suppler; see README.md beside this file. */
export const blacklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);

  route(app, blacklistApi.add, async (request) =>
    ok(await addToBlacklist(deps, request.principal!, request.body, { ip: request.ip })),
  );

  route(app, blacklistApi.list, async (request) => ok(await listBlacklist(deps, request.query)));

  route(app, blacklistApi.lift, async (request) => {
    await liftBlacklistEntry(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });

  route(app, blacklistApi.attachment, async (request, reply) => {
    const { file, stream } = await openBlacklistAttachment(deps, app.storage, request.query.id);
    return sendStoredFile(reply, file, stream);
  });
};
