import { ErrorCode, Msg } from '@swp/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MINUTE } from '../lib/clock.ts';
import { AppError } from '../lib/errors.ts';
import { hit } from '../modules/rate-limit/rate-limit.repo.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Counts towards a per-IP limit: `true` for the sign-in and code endpoints; `'captcha'` for captcha images,
     * counted apart (and allowed three times as many) because a whole office behind one NAT address loads them.
     */
    rateLimited?: boolean | 'captcha';
  }
}

/**
 * A per-IP limit on the endpoints that guess at secrets (sign-in, captcha, SMS codes). The counters live in
 * the database so the limit holds across server processes; the per-account lockout and SMS limits are separate.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance, opts: { perMinute: number }) {
  app.addHook('onRequest', async (request, reply) => {
    const bucket = request.routeOptions.config.rateLimited;
    if (!bucket) return;
    const now = app.deps.clock.now();
    const captcha = bucket === 'captcha';
    const { count, windowEnd } = await hit(app.deps.db, `${captcha ? 'captcha' : 'auth'}:${request.ip}`, now, MINUTE);
    if (count > (captcha ? opts.perMinute * 3 : opts.perMinute)) {
      reply.header('retry-after', Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000)));
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, Msg.tooMany, 429);
    }
  });
});
