import { Msg, ok, sendVerCodeInput } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCaptcha } from '../captcha/captcha.service.ts';
import { sendSmsCode } from './sms-code.service.ts';

/** POST /api/sendVerCode (seed §7): mobile, uuId, verCode — the image captcha guards every SMS. */
export const smsCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sendVerCode',
    { schema: { body: sendVerCodeInput }, config: { access: { public: true }, rateLimited: true } },
    async (request) => {
      const { mobile, uuId, verCode } = request.body;
      await checkCaptcha(app.deps.db, app.deps.clock, uuId, verCode);
      await sendSmsCode(app.deps, mobile, request.ip);
      return ok(undefined, Msg.sentOk);
    },
  );
};
