import {
  addBlacklistInput,
  BlacklistPath,
  blacklistEntryIdInput,
  blacklistListInput,
  blacklistPageOutput,
  liftBlacklistInput,
  ok,
  Permission,
} from '@swp/core';
import { createdIdOutput } from '@swp/core/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswers } from '../../lib/api-responses.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import storage from '../../plugins/storage.ts';
import { addToBlacklist, liftBlacklistEntry } from './blacklist.service.ts';
import { listBlacklist, openBlacklistAttachment } from './blacklist-query.service.ts';

/** 黑名单 (docs/product.md, docs/integration.md): every route needs staff with system:suppler; see README.md beside this file. */
export const blacklistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  const manage = { config: { access: { role: 'staff', permission: Permission.suppler } as const } };

  app.post(
    BlacklistPath.add,
    { ...manage, schema: { body: addBlacklistInput, response: answers(createdIdOutput) } },
    async (request) => ok(await addToBlacklist(deps, request.principal!, request.body, { ip: request.ip })),
  );

  app.post(
    BlacklistPath.list,
    { ...manage, schema: { body: blacklistListInput, response: answers(blacklistPageOutput) } },
    async (request) => ok(await listBlacklist(deps, request.body)),
  );

  app.post(
    BlacklistPath.lift,
    { ...manage, schema: { body: liftBlacklistInput, response: answers() } },
    async (request) => {
      await liftBlacklistEntry(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );

  app.get(
    BlacklistPath.attachment,
    // Sent as the type it was uploaded with (PDF, Word, an image…), always as an attachment.
    { ...manage, schema: { querystring: blacklistEntryIdInput, response: fileAnswers('*/*', '处理决定') } },
    async (request, reply) => {
      const { file, stream } = await openBlacklistAttachment(deps, app.storage, request.query.id);
      return sendStoredFile(reply, file, stream);
    },
  );
};
