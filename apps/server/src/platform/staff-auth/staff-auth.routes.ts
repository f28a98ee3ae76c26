import { Msg, ok, type StaffLoginResult, staffAuthApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { signInByAccount, signInByMobile } from '../../plugins/rate-limit.ts';
import type { SignedIn } from '../auth/login.service.ts';
import { loginWithPassword, loginWithSmsCode } from '../auth/login.service.ts';
import { changeOwnPassword, logout } from '../auth/password.service.ts';
import { captchaKey, checkCaptcha } from '../captcha/captcha.service.ts';
import { findStaffPerms, findStaffProfile, staffAccounts, toStaffUserInfo } from './staff-account.repo.ts';

/** Staff sign-in (docs/integration.md: /api/login, /api/smLogin, /api/getAuth) and the calls around it. */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  async function present(signedIn: SignedIn) {
    const profile = await findStaffProfile(deps.db, signedIn.account.id);
    if (!profile) throw notFound('账号不存在');
    const result: StaffLoginResult = {
      token: signedIn.token,
      user: toStaffUserInfo(profile),
      expiresAt: signedIn.expiresAt.getTime(),
      ...(profile.mustChangePassword ? { csflg: true } : {}),
    };
    return ok(result, Msg.loginOk);
  }

  route(
    app,
    staffAuthApi.login,
    async (request) => {
      const { account, password, uuId, verCode } = request.body;
      await checkCaptcha(deps.db, deps.clock, captchaKey(uuId, request.xsrfToken), verCode);
      return present(await loginWithPassword(deps, staffAccounts, { account, password }, { ip: request.ip }));
    },
    { config: { rateLimited: signInByAccount } },
  );

  route(
    app,
    staffAuthApi.smLogin,
    async (request) => present(await loginWithSmsCode(deps, staffAccounts, request.body, { ip: request.ip })),
    { config: { rateLimited: signInByMobile } },
  );

  route(app, staffAuthApi.getAuth, async (request) => {
    const perms = await findStaffPerms(deps.db, request.principal!.userId);
    return ok({ perms });
  });

  route(app, staffAuthApi.userInfo, async (request) => {
    const profile = await findStaffProfile(deps.db, request.principal!.userId);
    if (!profile) throw notFound('账号不存在');
    return ok({ ...toStaffUserInfo(profile), ...(profile.mustChangePassword ? { csflg: true as const } : {}) });
  });

  route(app, staffAuthApi.modifyPassword, async (request) => {
    await changeOwnPassword(deps, staffAccounts, request.principal!, request.body, { ip: request.ip });
    return ok(undefined, Msg.pwdChangedRelogin);
  });

  route(app, staffAuthApi.logout, async (request) => {
    await logout(deps, request.principal!, { ip: request.ip });
    return ok();
  });
};
