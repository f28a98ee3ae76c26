import { Msg, ok, type SpecialistLoginResult, specialistAuthApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { signInByAccount, signInByMobile } from '../../plugins/rate-limit.ts';
import { loginWithPassword, loginWithSmsCode, type SignedIn } from '../auth/login.service.ts';
import { changeOwnPassword, logout } from '../auth/password.service.ts';
import { findSpecialist, specialistAccounts, toSpecialistUserInfo } from './specialist-account.repo.ts';

/**
 * Specialist sign-in (docs/integration.md: /api/specialist/login, smLogin, modifyPassword) and the calls around it. An
 * expert who must change the password may still (like staff) see who they are, change it and leave: the
 * declarations' allowMustChange.
 */
export const specialistAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const csflg = (row: { mustChangePassword: boolean }) => (row.mustChangePassword ? { csflg: true as const } : {});

  async function present(signedIn: SignedIn) {
    const row = await findSpecialist(deps.db, signedIn.account.id);
    if (!row) throw notFound('账号不存在');
    const result: SpecialistLoginResult = { token: signedIn.token, user: toSpecialistUserInfo(row), ...csflg(row) };
    return ok(result, Msg.loginOk);
  }

  route(
    app,
    specialistAuthApi.login,
    async (request) => present(await loginWithPassword(deps, specialistAccounts, request.body, { ip: request.ip })),
    { config: { rateLimited: signInByAccount } },
  );

  route(
    app,
    specialistAuthApi.smLogin,
    async (request) => present(await loginWithSmsCode(deps, specialistAccounts, request.body, { ip: request.ip })),
    { config: { rateLimited: signInByMobile } },
  );

  route(app, specialistAuthApi.userInfo, async (request) => {
    const row = await findSpecialist(deps.db, request.principal!.userId);
    if (!row) throw notFound('账号不存在');
    return ok({ ...toSpecialistUserInfo(row), ...csflg(row) });
  });

  route(app, specialistAuthApi.modifyPassword, async (request) => {
    await changeOwnPassword(deps, specialistAccounts, request.principal!, request.body, { ip: request.ip });
    return ok(undefined, Msg.pwdChangedRelogin);
  });

  route(app, specialistAuthApi.logout, async (request) => {
    await logout(deps, request.principal!, { ip: request.ip });
    return ok();
  });
};
