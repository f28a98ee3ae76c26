import {
  findSupplierPasswordInput,
  Msg,
  ok,
  registeredSupplierOutput,
  registerSupplierInput,
  SupplierPath,
  supplierSendCodeInput,
} from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../lib/api-responses.ts';
import { smsSendToMobile } from '../../plugins/rate-limit.ts';
import { findSupplierPassword } from './find-password.service.ts';
import { registerSupplier } from './registration.service.ts';
import { sendSupplierCode } from './supplier-code.service.ts';

/**
 * 注册 and 找回密码 (docs/integration.md): public and rate-limited; a code request per mobile and per IP like the sign-in
 * codes, registration and 找回密码 per IP like every anonymous call naming no account.
 */
export const supplierPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const open = { access: { public: true }, rateLimited: true } as const;

  app.post(
    SupplierPath.sendVerCode,
    {
      schema: { body: supplierSendCodeInput, response: answers() },
      config: { access: { public: true }, rateLimited: smsSendToMobile },
    },
    async (request) => {
      await sendSupplierCode(deps, request.body, request.xsrfToken, request.ip);
      return ok(undefined, Msg.sentOk);
    },
  );

  app.post(
    SupplierPath.register,
    { schema: { body: registerSupplierInput, response: answers(registeredSupplierOutput) }, config: open },
    async (request) =>
      ok(await registerSupplier(deps, request.body, { ip: request.ip }), '注册成功，请等待采购管理部审核'),
  );

  app.post(
    SupplierPath.findPassword,
    { schema: { body: findSupplierPasswordInput, response: answers() }, config: open },
    async (request) => {
      await findSupplierPassword(deps, request.body, { ip: request.ip });
      return ok(undefined, '密码已重置，请使用新密码登录');
    },
  );
};
