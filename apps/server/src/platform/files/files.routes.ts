import multipart from '@fastify/multipart';
import { FILE_PURPOSES, FilePath, ok } from '@swp/core';
import { uploadedFileOutput } from '@swp/core/announcement/responses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, fileAnswers } from '../../lib/api-responses.ts';
import { receiveSingleFile, singleFileLimits } from '../../lib/single-file-upload.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import storage from '../../plugins/storage.ts';
import { fileTooLarge, openDownload, staffUploadRules, uploadFile } from './files.service.ts';

const uploadQuery = z.object({
  purpose: z.enum(FILE_PURPOSES, { error: '文件用途不正确' }).default('announcement-attachment'),
});
const downloadQuery = z.object({ id: z.uuid({ error: '文件编号不正确' }) });

/** Upload (staff) and download (public or staff, decided per file) of attachments; see README.md. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  // Registered here, not in app.ts: only these routes accept multipart bodies, each with its own size limit.
  await app.register(multipart, { limits: singleFileLimits(deps.config.attachmentMaxBytes) });

  app.post(
    FilePath.upload,
    // Either 项目管理 or 公告模板管理 may upload: the service checks which purpose needs which.
    {
      schema: { querystring: uploadQuery, response: answers(uploadedFileOutput) },
      config: { access: { role: 'staff' } },
    },
    async (request) => {
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
    },
  );

  app.get(
    FilePath.download,
    // Public once the file's announcement is published; before, the service demands staff with 项目管理.
    // Sent as the type it was uploaded with (any type).
    {
      schema: { querystring: downloadQuery, response: fileAnswers('*/*', '附件') },
      config: { access: { public: true, identify: 'staff' } },
    },
    async (request, reply) => {
      const { file, stream, isPublic } = await openDownload(deps, app.storage, request.query.id, request.principal);
      return sendStoredFile(reply, file, stream, isPublic ? 'public, max-age=3600' : 'private, no-store');
    },
  );
};
