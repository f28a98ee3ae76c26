import {
  AuthPath,
  Msg,
  modifyPasswordInput,
  ok,
  passwordLoginInput,
  supplerInfoOutput,
  supplerLoginOutput,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { notFound } from '../../lib/errors.ts';
import { signInByAccount } from '../../plugins/rate-limit.ts';
import { loginWithPassword } from '../auth/login.service.ts';
import { changeOwnPassword, logout } from '../auth/password.service.ts';
import { findSupplier, toSupplerInfo, venderAccounts } from './vender-account.repo.ts';

/** Supplier sign-in (docs/integration.md: /api/suppler/supplerLogin → data.suppler) and the calls around it. */
export const venderAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const venderOnly = { role: 'vender' } as const;

  app.post(
    AuthPath.vender.login,
    {
      schema: { body: passwordLoginInput, response: answers(supplerLoginOutput) },
      config: { access: { public: true }, rateLimited: signInByAccount },
    },
    async (request) => {
      const signedIn = await loginWithPassword(deps, venderAccounts, request.body, { ip: request.ip });
      const row = await findSupplier(deps.db, signedIn.account.id);
      if (!row) throw notFound('账号不存在');
      return ok({ token: signedIn.token, suppler: toSupplerInfo(row) }, Msg.loginOk);
    },
  );

  app.get(
    AuthPath.vender.userInfo,
    { schema: { response: answers(supplerInfoOutput) }, config: { access: venderOnly } },
    async (request) => {
      const row = await findSupplier(deps.db, request.principal!.userId);
      if (!row) throw notFound('账号不存在');
      return ok(toSupplerInfo(row));
    },
  );

  app.post(
    AuthPath.vender.modifyPassword,
    { schema: { body: modifyPasswordInput, response: answers() }, config: { access: venderOnly } },
    async (request) => {
      await changeOwnPassword(deps, venderAccounts, request.principal!, request.body, { ip: request.ip });
      return ok(undefined, Msg.pwdChangedRelogin);
    },
  );

  app.post(
    AuthPath.vender.logout,
    { schema: { response: answers() }, config: { access: venderOnly } },
    async (request) => {
      await logout(deps, request.principal!, { ip: request.ip });
      return ok();
    },
  );
};
