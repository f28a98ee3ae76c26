import { randomBytes, timingSafeEqual } from 'node:crypto';
import { ErrorCode, Msg } from '@swp/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * This browser's XSRF token: the cookie it sent, or the one this response sets. Names the browser for what is
     * kept per browser (the captcha answers).
     */
    xsrfToken: string;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Decided on the path the router saw, not the raw URL: `/%61pi/login` is routed to /api/login and must be checked
 * like it. A request no route matched is judged by its decoded path (`//API/…` answers 404 either way).
 */
function isApiRequest(request: FastifyRequest): boolean {
  const routed = request.routeOptions.url;
  if (routed !== undefined) return routed.startsWith('/api');
  const raw = request.url.split('?')[0]!;
  let path: string;
  try {
    path = decodeURIComponent(raw);
  } catch {
    path = raw;
  }
  const normalised = path.replace(/[\\/]+/g, '/').toLowerCase();
  return normalised.startsWith('/api');
}

/**
 * The double-submit of docs/integration.md: any response to a request that lacks the XSRF-TOKEN cookie sets one (readable
 * by the page's script), and every non-GET request must echo it in the X-XSRF-TOKEN header. A page on another
 * site cannot read our cookie, so it cannot forge the header. The cookie is Secure when the request came over
 * HTTPS (directly or through a trusted proxy, which request.protocol honours).
 */
export default fp(async function xsrfPlugin(app: FastifyInstance) {
  app.decorateRequest('xsrfToken', '');
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    request.xsrfToken = cookie || randomBytes(18).toString('base64url');
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, request.xsrfToken, {
        path: '/',
        sameSite: 'strict',
        secure: request.protocol === 'https',
        httpOnly: false,
      });
    }
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
      throw new AppError(ErrorCode.FORBIDDEN, Msg.xsrf, 403);
    }
  });
});
