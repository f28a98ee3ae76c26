import { Msg, ok, supplierApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
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
  route(
    app,
    supplierApi.sendVerCode,
    async (request) => {
      await sendSupplierCode(deps, request.body, request.xsrfToken, request.ip);
      return ok(undefined, Msg.sentOk);
    },
    { config: { rateLimited: smsSendToMobile } },
  );

  route(
    app,
    supplierApi.register,
    async (request) =>
      ok(await registerSupplier(deps, request.body, { ip: request.ip }), '注册成功，请等待采购管理部审核'),
    { config: { rateLimited: true } },
  );

  route(
    app,
    supplierApi.findPassword,
    async (request) => {
      await findSupplierPassword(deps, request.body, { ip: request.ip });
      return ok(undefined, '密码已重置，请使用新密码登录');
    },
    { config: { rateLimited: true } },
  );
};
