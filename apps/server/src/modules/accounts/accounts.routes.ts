import {
  AccountPath,
  ok,
  Permission,
  passwordSentOutput,
  RolePath,
  roleCreateInput,
  roleIdInput,
  roleOutput,
  roleUpdateInput,
  staffUserCreateInput,
  staffUserIdInput,
  staffUserListInput,
  staffUserPageOutput,
  staffUserSetEnabledInput,
  staffUserUpdateInput,
} from '@swp/core';
import { createdIdOutput } from '@swp/core/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers } from '../../lib/api-responses.ts';
import { linkMeta } from '../../lib/public-base-url.ts';
import { resetStaffPassword } from './account-password.service.ts';
import { createStaffUser, listStaffUsers, setStaffUserEnabled, updateStaffUser } from './accounts.service.ts';
import { createRole, deleteRole, listRoles, updateRole } from './roles.service.ts';

/** 账号管理 (docs/product.md): staff accounts and roles; every route needs staff with sys:user:user. See README.md. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const manage = { config: { access: { role: 'staff', permission: Permission.user } as const } };

  app.post(
    AccountPath.list,
    { ...manage, schema: { body: staffUserListInput, response: answers(staffUserPageOutput) } },
    async (request) => ok(await listStaffUsers(deps, request.principal!, request.body)),
  );

  app.post(
    AccountPath.create,
    { ...manage, schema: { body: staffUserCreateInput, response: answers(passwordSentOutput) } },
    async (request) =>
      ok(
        await createStaffUser(deps, request.principal!, request.body, linkMeta(request, deps.config)),
        '账号已创建，账号和初始密码已短信发送给本人',
      ),
  );

  app.post(
    AccountPath.update,
    { ...manage, schema: { body: staffUserUpdateInput, response: answers() } },
    async (request) => {
      const { noticeSent } = await updateStaffUser(
        deps,
        request.principal!,
        request.body,
        { ip: request.ip },
        request.log,
      );
      return ok(undefined, noticeSent ? undefined : '保存成功，但通知本人的短信发送失败，请另行告知本人');
    },
  );

  app.post(
    AccountPath.setEnabled,
    { ...manage, schema: { body: staffUserSetEnabledInput, response: answers() } },
    async (request) => {
      await setStaffUserEnabled(deps, request.principal!, request.body, { ip: request.ip });
      return ok();
    },
  );

  app.post(
    AccountPath.resetPassword,
    { ...manage, schema: { body: staffUserIdInput, response: answers(passwordSentOutput) } },
    async (request) => {
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
    },
  );

  app.post(RolePath.list, { ...manage, schema: { response: answers(z.array(roleOutput)) } }, async (request) =>
    ok(await listRoles(deps, request.principal!)),
  );

  app.post(
    RolePath.create,
    { ...manage, schema: { body: roleCreateInput, response: answers(createdIdOutput) } },
    async (request) => ok(await createRole(deps, request.principal!, request.body, { ip: request.ip })),
  );

  app.post(RolePath.update, { ...manage, schema: { body: roleUpdateInput, response: answers() } }, async (request) => {
    await updateRole(deps, request.principal!, request.body, { ip: request.ip });
    return ok();
  });

  app.post(RolePath.delete, { ...manage, schema: { body: roleIdInput, response: answers() } }, async (request) => {
    await deleteRole(deps, request.principal!, request.body.id, { ip: request.ip });
    return ok();
  });
};
