import { captchaApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route.ts';
import { captchaKey, createCaptcha } from './captcha.service.ts';

/**
 * GET /api/captcha.jpg?uuid=… (docs/integration.md): the uuid the page sends is the uuId it submits later, from the same
 * browser (the answer is kept for this browser's XSRF cookie).
 */
export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    captchaApi.captcha,
    async (request, reply) => {
      const key = captchaKey(request.query.uuid, request.xsrfToken);
      const jpeg = await createCaptcha(app.deps.db, app.deps.clock, key);
      return reply.header('cache-control', 'no-store').type('image/jpeg').send(jpeg);
    },
    { config: { rateLimited: 'captcha' } },
  );
};
