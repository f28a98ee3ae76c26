import multipart from '@fastify/multipart';
import { fileApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { singleFileLimits, withSingleFile } from '../../lib/single-file-upload.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import storage from '../../plugins/storage.ts';
import { attachmentUploadMessages, openDownload, staffUploadRules, uploadFile } from './files.service.ts';

/** Upload (staff) and download (public or staff, decided per file) of attachments; see README.md. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  // Registered here, not in app.ts: only these routes accept multipart bodies, each with its own size limit.
  await app.register(multipart, { limits: singleFileLimits(deps.config.attachmentMaxBytes) });

  // Either 项目管理 or 公告模板管理 may upload: the service checks which purpose needs which.
  route(app, fileApi.upload, (request) =>
    withSingleFile(request, attachmentUploadMessages(deps.config.attachmentMaxBytes), async (incoming) => {
      const principal = request.principal!;
      const rules = staffUploadRules(deps, principal, request.query.purpose);
      return ok(await uploadFile(deps, app.storage, principal, rules, incoming, { ip: request.ip }));
    }),
  );

  // Public once the file's announcement is published; before, the service demands staff with 项目管理.
  // Sent as the type it was uploaded with (any type).
  route(app, fileApi.download, async (request, reply) => {
    const { file, stream, isPublic } = await openDownload(deps, app.storage, request.query.id, request.principal);
    return sendStoredFile(reply, file, stream, isPublic ? 'public, max-age=3600' : 'private, no-store');
  });
};
