import { ok, testSupportApi } from '@swp/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OffsetClock } from '../../lib/clock.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { findCaptcha } from '../captcha/captcha.repo.ts';
import { captchaKey } from '../captcha/captcha.service.ts';
import { listOutboxMessages } from '../sms/sms-outbox.repo.ts';

/**
 * Test-only windows into what a phone and an eye would see. Registered only when APP_MODE=test (app.ts), so in
 * any other mode these paths answer 404.
 */
export const testSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, testSupportApi.sms, async (request) => {
    const messages = await listOutboxMessages(app.deps.db, request.query.mobile);
    return ok(messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })));
  });

  /** Moves this server's clock forward (or back to real time), so a browser test can see a link expire. */
  route(app, testSupportApi.clock, async (request) => {
    const clock = app.deps.clock;
    if (!(clock instanceof OffsetClock)) throw ruleBroken('该服务的时钟不可调整');
    if (request.body.reset) clock.reset();
    if (request.body.advanceMs) clock.advance(request.body.advanceMs);
    return ok({ now: clock.now().toISOString() });
  });

  /** The answer of the caller's own captcha for the uuid (same browser: same XSRF cookie), as its eye would read it. */
  route(app, testSupportApi.captcha, async (request) => {
    const row = await findCaptcha(app.deps.db, captchaKey(request.query.uuid, request.xsrfToken));
    if (!row) throw notFound('验证码不存在');
    return ok({ answer: row.answer });
  });
};
