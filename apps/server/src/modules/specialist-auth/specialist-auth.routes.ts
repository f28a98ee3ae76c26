import {
  AuthPath,
  Msg,
  modifyPasswordInput,
  ok,
  passwordLoginInput,
  type SpecialistLoginResult,
  smsLoginInput,
  specialistLoginOutput,
  specialistUserInfoAnswer,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { notFound } from '../../lib/errors.ts';
import { signInByAccount, signInByMobile } from '../../plugins/rate-limit.ts';
import { loginWithPassword, loginWithSmsCode, type SignedIn } from '../auth/login.service.ts';
import { changeOwnPassword, logout } from '../auth/password.service.ts';
import { findSpecialist, specialistAccounts, toSpecialistUserInfo } from './specialist-account.repo.ts';

/** Specialist sign-in (docs/integration.md: /api/specialist/login, smLogin, modifyPassword) and the calls around it. */
export const specialistAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // What an expert who must change the password may still do (like staff): see who they are, change it, leave.
  const signedInOnly = { role: 'specialist', allowMustChange: true } as const;
  const csflg = (row: { mustChangePassword: boolean }) => (row.mustChangePassword ? { csflg: true as const } : {});

  async function present(signedIn: SignedIn) {
    const row = await findSpecialist(deps.db, signedIn.account.id);
    if (!row) throw notFound('账号不存在');
    const result: SpecialistLoginResult = { token: signedIn.token, user: toSpecialistUserInfo(row), ...csflg(row) };
    return ok(result, Msg.loginOk);
  }

  app.post(
    AuthPath.specialist.login,
    {
      schema: { body: passwordLoginInput, response: answers(specialistLoginOutput) },
      config: { access: { public: true }, rateLimited: signInByAccount },
    },
    async (request) => present(await loginWithPassword(deps, specialistAccounts, request.body, { ip: request.ip })),
  );

  app.post(
    AuthPath.specialist.smLogin,
    {
      schema: { body: smsLoginInput, response: answers(specialistLoginOutput) },
      config: { access: { public: true }, rateLimited: signInByMobile },
    },
    async (request) => present(await loginWithSmsCode(deps, specialistAccounts, request.body, { ip: request.ip })),
  );

  app.get(
    AuthPath.specialist.userInfo,
    { schema: { response: answers(specialistUserInfoAnswer) }, config: { access: signedInOnly } },
    async (request) => {
      const row = await findSpecialist(deps.db, request.principal!.userId);
      if (!row) throw notFound('账号不存在');
      return ok({ ...toSpecialistUserInfo(row), ...csflg(row) });
    },
  );

  app.post(
    AuthPath.specialist.modifyPassword,
    { schema: { body: modifyPasswordInput, response: answers() }, config: { access: signedInOnly } },
    async (request) => {
      await changeOwnPassword(deps, specialistAccounts, request.principal!, request.body, { ip: request.ip });
      return ok(undefined, Msg.pwdChangedRelogin);
    },
  );

  app.post(
    AuthPath.specialist.logout,
    { schema: { response: answers() }, config: { access: signedInOnly } },
    async (request) => {
      await logout(deps, request.principal!, { ip: request.ip });
      return ok();
    },
  );
};
