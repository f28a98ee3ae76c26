import { enrolApi, ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkMeta } from '../../lib/public-base-url.ts';
import { route } from '../../lib/route.ts';
import { sendStoredFile } from '../../lib/stored-file-download.ts';
import storage from '../../plugins/storage.ts';
import { applyEnrolment } from './enrolment-apply.service.ts';
import { enrolAvailability } from './enrolment-availability.service.ts';
import { myEnrolments, openEnrolledCompanyDocument, projectEnrolments } from './enrolment-query.service.ts';
import { reviewEnrolment } from './enrolment-review.service.ts';

/** What staff are told after a review: the company was told by SMS, or must be told another way. */
const reviewMessage = (pass: boolean, smsSent: boolean) =>
  `${pass ? '审查通过' : '审查不通过'}，${smsSent ? '已短信通知供应商' : '但短信通知发送失败，请电话告知供应商'}`;

/** 报名 and 报名审查 (docs/rules.md, docs/integration.md); see README.md beside this file. */
export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(storage);

  route(app, enrolApi.apply, async (request) =>
    ok(await applyEnrolment(deps, request.principal!, request.body, { ip: request.ip }), '报名成功，请等待资格审查'),
  );

  route(app, enrolApi.availability, async (request) =>
    ok(await enrolAvailability(deps, request.principal, request.query.projectId)),
  );

  route(app, enrolApi.mine, async (request) => ok(await myEnrolments(deps, request.principal!.userId, request.body)));

  route(app, enrolApi.list, async (request) => ok(await projectEnrolments(deps, request.body.projectId)));

  route(app, enrolApi.audit, async (request) => {
    const meta = linkMeta(request, deps.config);
    const { smsSent } = await reviewEnrolment(deps, request.principal!, request.body, meta, request.log);
    return ok(undefined, reviewMessage(request.body.pass, smsSent));
  });

  // A licence or qualification document (PDF, JPEG, PNG) as stored; the review screen shows it from a blob.
  route(app, enrolApi.file, async (request, reply) => {
    const { file, stream } = await openEnrolledCompanyDocument(deps, app.storage, request.query);
    return sendStoredFile(reply, file, stream);
  });
};
