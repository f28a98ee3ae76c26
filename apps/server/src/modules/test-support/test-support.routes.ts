import { ok } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { findCaptcha } from '../captcha/captcha.repo.ts';
import { listOutboxMessages } from '../sms/sms-outbox.repo.ts';

/**
 * Test-only windows into what a phone and an eye would see. Registered only when APP_MODE=test (app.ts), so in
 * any other mode these paths answer 404.
 */
export const testSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/test/sms',
    { schema: { querystring: z.object({ mobile: z.string().min(1) }) }, config: { access: { public: true } } },
    async (request) => ok(await listOutboxMessages(app.deps.db, request.query.mobile)),
  );

  app.get(
    '/api/test/captcha',
    { schema: { querystring: z.object({ uuid: z.string().min(1) }) }, config: { access: { public: true } } },
    async (request) => {
      const row = await findCaptcha(app.deps.db, request.query.uuid);
      if (!row) throw notFound('验证码不存在');
      return ok({ answer: row.answer });
    },
  );
};
