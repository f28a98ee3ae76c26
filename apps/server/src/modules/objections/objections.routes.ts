import multipart from '@fastify/multipart';
import { objectionApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkMeta } from '../../lib/public-base-url.ts';
import { route } from '../../lib/route.ts';
import { singleFileLimits, withSingleFile } from '../../lib/single-file-upload.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import { attachmentUploadMessages } from '../../platform/files/files.service.ts';
import storage from '../../plugins/storage.ts';
import { answerObjection } from './objection-answer.service.ts';
import { fileObjection, uploadObjectionAttachment } from './objection-file.service.ts';
import { myObjections, openObjectionAttachment, projectObjections } from './objection-query.service.ts';
import { scheduleObjectionUploadSweep } from './objection-upload-sweep.ts';

/** What staff are told after answering: the company was told by SMS, or must be told another way. */
const answerMessage = (smsSent: boolean) =>
  smsSent ? '已答复，已短信通知供应商' : '已答复，但短信通知发送失败，请电话告知供应商';

/** 异议 during the 结果公示 (docs/rules.md); see README.md beside this file. */
export const objectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);
  const maxBytes = deps.config.attachmentMaxBytes;
  await app.register(multipart, { limits: singleFileLimits(maxBytes) });
  scheduleObjectionUploadSweep(app, app.storage);

  // multipart/form-data: the one file part `file`, nothing else (lib/single-file-upload.ts).
  route(
    app,
    objectionApi.upload,
    (request) =>
      withSingleFile(request, attachmentUploadMessages(maxBytes), async (incoming) =>
        ok(await uploadObjectionAttachment(deps, app.storage, request.principal!, incoming, { ip: request.ip })),
      ),
    { config: { rateLimited: true } },
  );

  route(app, objectionApi.file, async (request) =>
    ok(await fileObjection(deps, request.principal!, request.body, { ip: request.ip }), '异议已提交，请等待答复'),
  );

  route(app, objectionApi.mine, async (request) =>
    ok(await myObjections(deps, request.principal!, request.query.projectId)),
  );

  route(app, objectionApi.list, async (request) => ok(await projectObjections(deps, request.query.projectId)));

  route(app, objectionApi.answer, async (request) => {
    const { objection, smsSent } = await answerObjection(
      deps,
      request.principal!,
      request.body,
      linkMeta(request, deps.config),
      request.log,
    );
    return ok(objection, answerMessage(smsSent));
  });

  // The company that filed it, or staff of 项目管理: two areas under one path; the service decides.
  route(app, objectionApi.attachment, async (request, reply) => {
    const { file, stream } = await openObjectionAttachment(deps, app.storage, request.principal, request.query.id);
    return sendStoredFile(reply, file, stream);
  });
};
