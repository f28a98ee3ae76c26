import { DEFAULT_SEND_VER_CODE_PURPOSE, Msg, ok, smsCodeApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { smsSendToMobile } from '../../plugins/rate-limit.ts';
import { captchaKey, checkCaptcha } from '../captcha/captcha.service.ts';
import { sendSmsCode } from './sms-code.service.ts';

/**
 * POST /api/sendVerCode (docs/integration.md): mobile, uuId, verCode — the image captcha guards every SMS. The code is for
 * the sign-in named by `purpose` (staff when absent, as the staff sign-in page sends none).
 */
export const smsCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    smsCodeApi.sendVerCode,
    async (request) => {
      const { mobile, uuId, verCode, purpose = DEFAULT_SEND_VER_CODE_PURPOSE } = request.body;
      await checkCaptcha(app.deps.db, app.deps.clock, captchaKey(uuId, request.xsrfToken), verCode);
      await sendSmsCode(app.deps, mobile, purpose, request.ip);
      return ok(undefined, Msg.sentOk);
    },
    { config: { rateLimited: smsSendToMobile } },
  );
};
