import { Msg, ok, venderAuthApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { signInByAccount } from '../../plugins/rate-limit.ts';
import { loginWithPassword } from '../auth/login.service.ts';
import { changeOwnPassword, logout } from '../auth/password.service.ts';
import { findSupplier, toSupplerInfo, venderAccounts } from './vender-account.repo.ts';

/** Supplier sign-in (docs/integration.md: /api/suppler/supplerLogin → data.suppler) and the calls around it. */
export const venderAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  route(
    app,
    venderAuthApi.login,
    async (request) => {
      const signedIn = await loginWithPassword(deps, venderAccounts, request.body, { ip: request.ip });
      const row = await findSupplier(deps.db, signedIn.account.id);
      if (!row) throw notFound('账号不存在');
      return ok({ token: signedIn.token, suppler: toSupplerInfo(row) }, Msg.loginOk);
    },
    { config: { rateLimited: signInByAccount } },
  );

  route(app, venderAuthApi.userInfo, async (request) => {
    const row = await findSupplier(deps.db, request.principal!.userId);
    if (!row) throw notFound('账号不存在');
    return ok(toSupplerInfo(row));
  });

  route(app, venderAuthApi.modifyPassword, async (request) => {
    await changeOwnPassword(deps, venderAccounts, request.principal!, request.body, { ip: request.ip });
    return ok(undefined, Msg.pwdChangedRelogin);
  });

  route(app, venderAuthApi.logout, async (request) => {
    await logout(deps, request.principal!, { ip: request.ip });
    return ok();
  });
};
