import { ok, specialistApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkMeta } from '../../lib/public-base-url.ts';
import { route } from '../../lib/route.ts';
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

  route(app, specialistApi.list, async (request) => ok(await listSpecialists(deps, request.principal!, request.query)));

  route(app, specialistApi.detail, async (request) =>
    ok(await specialistDetail(deps, request.principal!, request.query.id)),
  );

  route(app, specialistApi.create, async (request) =>
    ok(await createSpecialist(deps, request.principal!, request.body, { ip: request.ip })),
  );

  route(app, specialistApi.update, async (request) => {
    await updateSpecialist(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });

  route(app, specialistApi.freeze, async (request) => {
    await setSpecialistStatus(deps, request.principal!, request.body, 'frozen', { ip: request.ip });
    return ok();
  });

  route(app, specialistApi.unfreeze, async (request) => {
    await setSpecialistStatus(deps, request.principal!, request.body, 'normal', { ip: request.ip });
    return ok();
  });

  route(app, specialistApi.delete, async (request) => {
    await deleteSpecialist(deps, request.principal!, request.body.id, { ip: request.ip });
    return ok();
  });

  route(app, specialistApi.revealIdNumber, async (request) =>
    ok(await revealIdNumber(deps, request.principal!, request.body.id, { ip: request.ip })),
  );

  route(app, specialistApi.createAccount, async (request) =>
    ok(
      await createSpecialistAccount(deps, request.principal!, request.body, linkMeta(request, deps.config)),
      '专家账号已开通，账号和初始密码已短信发送给专家',
    ),
  );

  route(app, specialistApi.resetPassword, async (request) =>
    ok(
      await resetSpecialistPassword(deps, request.principal!, request.body.id, linkMeta(request, deps.config)),
      '密码已重置，新密码已短信发送给专家',
    ),
  );

  // Import, export and the template: in their own scope, which also holds the multipart parser.
  await app.register(specialistFileRoutes);
};
