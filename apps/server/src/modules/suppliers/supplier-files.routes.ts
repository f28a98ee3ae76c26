import multipart from '@fastify/multipart';
import { ok, supplierApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { singleFileLimits, withSingleFile } from '../../lib/single-file-upload.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import { attachmentUploadMessages } from '../../platform/files/files.service.ts';
import storage from '../../plugins/storage.ts';
import { openOwnSupplierFile, uploadSupplierFile } from './supplier-files.service.ts';
import { scheduleUploadSweep } from './unclaimed-uploads.ts';

/**
 * The company's documents as files: the upload (for the registration form, anonymous, and for 用户中心, signed in)
 * and the download of its own. The multipart parser is registered in this scope, with the supplier file limit.
 */
export const supplierFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  const maxBytes = deps.config.supplierFileMaxBytes;
  await app.register(multipart, { limits: singleFileLimits(maxBytes) });
  scheduleUploadSweep(app, app.storage);

  route(
    app,
    supplierApi.uploadFile,
    (request) =>
      withSingleFile(request, attachmentUploadMessages(maxBytes), async (incoming) =>
        ok(await uploadSupplierFile(deps, app.storage, request.principal, incoming, { ip: request.ip })),
      ),
    { config: { rateLimited: true } },
  );

  route(app, supplierApi.file, async (request, reply) => {
    const { file, stream } = await openOwnSupplierFile(deps, app.storage, request.principal!, request.query.id);
    return sendStoredFile(reply, file, stream);
  });
};
