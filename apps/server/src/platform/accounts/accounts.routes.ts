import { accountApi, ok, roleApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkMeta } from '../../lib/public-base-url.ts';
import { route } from '../../lib/route.ts';
import { resetStaffPassword } from './account-password.service.ts';
import { createStaffUser, listStaffUsers, setStaffUserEnabled, updateStaffUser } from './accounts.service.ts';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service.ts';

/** 账号管理 (docs/product.md): staff accounts and roles; every route needs staff with sys:user:user. See README.md. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  route(app, accountApi.list, async (request) => ok(await listStaffUsers(deps, request.principal!, request.query)));

  route(app, accountApi.create, async (request) =>
    ok(
      await createStaffUser(deps, request.principal!, request.body, linkMeta(request, deps.config)),
      '账号已创建，账号和初始密码已短信发送给本人',
    ),
  );

  route(app, accountApi.update, async (request) => {
    const { noticeSent } = await updateStaffUser(
      deps,
      request.principal!,
      request.body,
      { ip: request.ip },
      request.log,
    );
    return ok(undefined, noticeSent ? undefined : '保存成功，但通知本人的短信发送失败，请另行告知本人');
  });

  route(app, accountApi.setEnabled, async (request) => {
    await setStaffUserEnabled(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });

  route(app, accountApi.resetPassword, async (request) => {
    const { earlier, ...sent } = await resetStaffPassword(
      deps,
      request.principal!,
      request.body.id,
      linkMeta(request, deps.config),
    );
    return ok(
      sent,
      earlier
        ? `密码已重置；该账号24小时内更换过手机号，新密码已短信发送到原手机号${sent.mobile}`
        : '密码已重置，新密码已短信发送给本人',
    );
  });

  route(app, roleApi.list, async (request) => ok(await listRoles(deps, request.principal!)));

  route(app, roleApi.create, async (request) =>
    ok(await createRole(deps, request.principal!, request.body, { ip: request.ip })),
  );

  route(app, roleApi.update, async (request) => {
    await updateRole(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });

  route(app, roleApi.delete, async (request) => {
    await deleteRole(deps, request.principal!, request.body.id, { ip: request.ip });
    return ok();
  });
};
