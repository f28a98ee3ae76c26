import { AuthPath } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswers } from '../../lib/api-responses.ts';
import { captchaKey, createCaptcha } from './captcha.service.ts';

const query = z.object({
  uuid: z
    .string({ error: '缺少验证码标识' })
    .min(1, '缺少验证码标识')
    .max(64, '验证码标识过长')
    .regex(/^[\w-]+$/, '验证码标识格式不正确'),
});

/**
 * GET /api/captcha.jpg?uuid=… (docs/integration.md): the uuid the page sends is the uuId it submits later, from the same
 * browser (the answer is kept for this browser's XSRF cookie).
 */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AuthPath.captcha,
    {
      schema: { querystring: query, response: fileAnswers('image/jpeg', '验证码图片') },
      config: { access: { public: true }, rateLimited: 'captcha' },
    },
    async (request, reply) => {
      const key = captchaKey(request.query.uuid, request.xsrfToken);
      const jpeg = await createCaptcha(app.deps.db, app.deps.clock, key);
      return reply.header('cache-control', 'no-store').type('image/jpeg').send(jpeg);
    },
  );
};
