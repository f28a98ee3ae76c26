import type { FastifyRequest } from 'fastify';

/**
 * The address the invitation SMS links to. No setting exists for it, so it is the address staff are using: the
 * browser's Origin header on the draw request (sent with every POST), else the request's protocol and Host
 * (which honour X-Forwarded-* when TRUST_PROXY is set). Only staff with system:project trigger a send, behind
 * XSRF, so the header cannot be chosen by an outsider.
 */
const ORIGIN = /^https?:\/\/[^\s/?#@]+$/i;

export function publicBaseUrl(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && ORIGIN.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}
