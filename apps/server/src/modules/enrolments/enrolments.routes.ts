import {
  EnrollPath,
  enrolAppliedOutput,
  enrolApplyInput,
  enrolAuditInput,
  enrolAvailabilityInput,
  enrolAvailabilityOutput,
  enrolFileInput,
  enrolListInput,
  enrolMineInput,
  enrolmentListOutput,
  myEnrolmentPageOutput,
  ok,
  Permission,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, fileAnswers } from '../../lib/api-responses.ts';
import { linkMeta } from '../../lib/public-base-url.ts';
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
  const vender = { access: { role: 'vender' } } as const;
  const staff = { access: { role: 'staff', permission: Permission.project } } as const;

  app.post(
    EnrollPath.apply,
    { schema: { body: enrolApplyInput, response: answers(enrolAppliedOutput) }, config: vender },
    async (request) =>
      ok(await applyEnrolment(deps, request.principal!, request.body, { ip: request.ip }), '报名成功，请等待资格审查'),
  );

  app.get(
    EnrollPath.availability,
    {
      schema: { querystring: enrolAvailabilityInput, response: answers(enrolAvailabilityOutput) },
      // Public (the bulletin shows the button to everyone); a company's token adds its own enrolments.
      config: { access: { public: true, identify: 'vender' } },
    },
    async (request) => ok(await enrolAvailability(deps, request.principal, request.query.projectId)),
  );

  app.post(
    EnrollPath.mine,
    { schema: { body: enrolMineInput, response: answers(myEnrolmentPageOutput) }, config: vender },
    async (request) => ok(await myEnrolments(deps, request.principal!.userId, request.body)),
  );

  app.post(
    EnrollPath.list,
    { schema: { body: enrolListInput, response: answers(enrolmentListOutput) }, config: staff },
    async (request) => ok(await projectEnrolments(deps, request.body.projectId)),
  );

  app.post(
    EnrollPath.audit,
    { schema: { body: enrolAuditInput, response: answers() }, config: staff },
    async (request) => {
      const { smsSent } = await reviewEnrolment(
        deps,
        request.principal!,
        request.body,
        linkMeta(request, deps.config),
        request.log,
      );
      return ok(undefined, reviewMessage(request.body.pass, smsSent));
    },
  );

  app.get(
    EnrollPath.file,
    // A licence or qualification document (PDF, JPEG, PNG) as stored; the review screen shows it from a blob.
    { schema: { querystring: enrolFileInput, response: fileAnswers('*/*', '报名单位证照文件') }, config: staff },
    async (request, reply) => {
      const { file, stream } = await openEnrolledCompanyDocument(deps, app.storage, request.query);
      return sendStoredFile(reply, file, stream);
    },
  );
};
