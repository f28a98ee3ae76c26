import {
  AuthPath,
  authPermsOutput,
  Msg,
  modifyPasswordInput,
  ok,
  type StaffLoginResult,
  smsLoginInput,
  staffLoginInput,
  staffLoginOutput,
  staffUserInfoAnswer,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { notFound } from '../../lib/errors.ts';
import { signInByAccount, signInByMobile } from '../../plugins/rate-limit.ts';
import type { SignedIn } from '../auth/login.service.ts';
import { loginWithPassword, loginWithSmsCode } from '../auth/login.service.ts';
import { changeOwnPassword, logout } from '../auth/password.service.ts';
import { captchaKey, checkCaptcha } from '../captcha/captcha.service.ts';
import { findStaffPerms, findStaffProfile, staffAccounts, toStaffUserInfo } from './staff-account.repo.ts';

/** Staff sign-in (docs/integration.md: /api/login, /api/smLogin, /api/getAuth) and the calls around it. */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const signedInOnly = { role: 'staff', allowMustChange: true } as const;

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

  app.post(
    AuthPath.staff.login,
    {
      schema: { body: staffLoginInput, response: answers(staffLoginOutput) },
      config: { access: { public: true }, rateLimited: signInByAccount },
    },
    async (request) => {
      const { account, password, uuId, verCode } = request.body;
      await checkCaptcha(deps.db, deps.clock, captchaKey(uuId, request.xsrfToken), verCode);
      return present(await loginWithPassword(deps, staffAccounts, { account, password }, { ip: request.ip }));
    },
  );

  app.post(
    AuthPath.staff.smLogin,
    {
      schema: { body: smsLoginInput, response: answers(staffLoginOutput) },
      config: { access: { public: true }, rateLimited: signInByMobile },
    },
    async (request) => present(await loginWithSmsCode(deps, staffAccounts, request.body, { ip: request.ip })),
  );

  app.post(
    AuthPath.staff.getAuth,
    { schema: { response: answers(authPermsOutput) }, config: { access: signedInOnly } },
    async (request) => {
      const perms = await findStaffPerms(deps.db, request.principal!.userId);
      return ok({ perms });
    },
  );

  app.get(
    AuthPath.staff.userInfo,
    { schema: { response: answers(staffUserInfoAnswer) }, config: { access: signedInOnly } },
    async (request) => {
      const profile = await findStaffProfile(deps.db, request.principal!.userId);
      if (!profile) throw notFound('账号不存在');
      return ok({ ...toStaffUserInfo(profile), ...(profile.mustChangePassword ? { csflg: true } : {}) });
    },
  );

  app.post(
    AuthPath.staff.modifyPassword,
    { schema: { body: modifyPasswordInput, response: answers() }, config: { access: signedInOnly } },
    async (request) => {
      await changeOwnPassword(deps, staffAccounts, request.principal!, request.body, { ip: request.ip });
      return ok(undefined, Msg.pwdChangedRelogin);
    },
  );

  app.post(
    AuthPath.staff.logout,
    { schema: { response: answers() }, config: { access: signedInOnly } },
    async (request) => {
      await logout(deps, request.principal!, { ip: request.ip });
      return ok();
    },
  );
};
