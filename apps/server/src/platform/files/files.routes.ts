import multipart from '@fastify/multipart';
import { fileApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { receiveSingleFile, singleFileLimits } from '../../lib/single-file-upload.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import storage from '../../plugins/storage.ts';
import { fileTooLarge, openDownload, staffUploadRules, uploadFile } from './files.service.ts';

/** Upload (staff) and download (public or staff, decided per file) of attachments; see README.md. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  // Registered here, not in app.ts: only these routes accept multipart bodies, each with its own size limit.
  await app.register(multipart, { limits: singleFileLimits(deps.config.attachmentMaxBytes) });

  // Either 项目管理 or 公告模板管理 may upload: the service checks which purpose needs which.
  route(app, fileApi.upload, async (request) => {
    const incoming = await receiveSingleFile(request, {
      notMultipart: '请以 multipart/form-data 方式上传文件',
      noFile: '请选择要上传的文件',
      tooLarge: fileTooLarge(deps.config.attachmentMaxBytes),
    });
    try {
      const principal = request.principal!;
      const rules = staffUploadRules(deps, principal, request.query.purpose);
      return ok(await uploadFile(deps, app.storage, principal, rules, incoming, { ip: request.ip }));
    } catch (error) {
      // Read the rest of a refused upload so that the request completes and the answer reaches the browser.
      incoming.discard();
      throw error;
    }
  });

  // Public once the file's announcement is published; before, the service demands staff with 项目管理.
  // Sent as the type it was uploaded with (any type).
  route(app, fileApi.download, async (request, reply) => {
    const { file, stream, isPublic } = await openDownload(deps, app.storage, request.query.id, request.principal);
    return sendStoredFile(reply, file, stream, isPublic ? 'public, max-age=3600' : 'private, no-store');
  });
};
