import {
  ok,
  Permission,
  revealedIdNumberOutput,
  SpecialistPath,
  specialistAccountOutput,
  specialistCreateAccountInput,
  specialistCreateInput,
  specialistDetailOutput,
  specialistFreezeInput,
  specialistIdInput,
  specialistListInput,
  specialistPageOutput,
  specialistUnfreezeInput,
  specialistUpdateInput,
} from '@swp/core';
import { createdIdOutput } from '@swp/core/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { linkMeta } from '../../lib/public-base-url.ts';
import { createSpecialistAccount, resetSpecialistPassword } from './specialist-account.service.ts';
import { specialistFileRoutes } from './specialist-files.routes.ts';
import { listSpecialists, specialistDetail } from './specialist-query.service.ts';
import {
  createSpecialist,
  deleteSpecialist,
  revealIdNumber,
  setSpecialistStatus,
  updateSpecialist,
} from './specialists.service.ts';

/** 专家管理 (docs/product.md): the expert pool. Every route needs system:specialist; see README.md beside this file. */
export const specialistRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = { config: { access: { role: 'staff', permission: Permission.specialist } as const } };

  app.get(
    SpecialistPath.list,
    { ...manage, schema: { querystring: specialistListInput, response: answers(specialistPageOutput) } },
    async (request) => ok(await listSpecialists(deps, request.principal!, request.query)),
  );

  app.get(
    SpecialistPath.detail,
    { ...manage, schema: { querystring: specialistIdInput, response: answers(specialistDetailOutput) } },
    async (request) => ok(await specialistDetail(deps, request.principal!, request.query.id)),
  );

  app.post(
    SpecialistPath.create,
    { ...manage, schema: { body: specialistCreateInput, response: answers(createdIdOutput) } },
    async (request) => ok(await createSpecialist(deps, request.principal!, request.body, { ip: request.ip })),
  );

  app.post(
    SpecialistPath.update,
    { ...manage, schema: { body: specialistUpdateInput, response: answers() } },
    async (request) => {
      await updateSpecialist(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );

  app.post(
    SpecialistPath.freeze,
    { ...manage, schema: { body: specialistFreezeInput, response: answers() } },
    async (request) => {
      await setSpecialistStatus(deps, request.principal!, request.body, 'frozen', { ip: request.ip });
      return ok();
    },
  );

  app.post(
    SpecialistPath.unfreeze,
    { ...manage, schema: { body: specialistUnfreezeInput, response: answers() } },
    async (request) => {
      await setSpecialistStatus(deps, request.principal!, request.body, 'normal', { ip: request.ip });
      return ok();
    },
  );

  app.post(
    SpecialistPath.delete,
    { ...manage, schema: { body: specialistIdInput, response: answers() } },
    async (request) => {
      await deleteSpecialist(deps, request.principal!, request.body.id, { ip: request.ip });
      return ok();
    },
  );

  app.post(
    SpecialistPath.revealIdNumber,
    { ...manage, schema: { body: specialistIdInput, response: answers(revealedIdNumberOutput) } },
    async (request) => ok(await revealIdNumber(deps, request.principal!, request.body.id, { ip: request.ip })),
  );

  app.post(
    SpecialistPath.createAccount,
    { ...manage, schema: { body: specialistCreateAccountInput, response: answers(specialistAccountOutput) } },
    async (request) =>
      ok(
        await createSpecialistAccount(deps, request.principal!, request.body, linkMeta(request, deps.config)),
        '专家账号已开通，账号和初始密码已短信发送给专家',
      ),
  );

  app.post(
    SpecialistPath.resetPassword,
    { ...manage, schema: { body: specialistIdInput, response: answers(specialistAccountOutput) } },
    async (request) =>
      ok(
        await resetSpecialistPassword(deps, request.principal!, request.body.id, linkMeta(request, deps.config)),
        '密码已重置，新密码已短信发送给专家',
      ),
  );

  // Import, export and the template: in their own scope, which also holds the multipart parser.
  await app.register(specialistFileRoutes);
};
