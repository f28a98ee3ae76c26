import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { LinkMeta } from '../deps.ts';

/**
 * The address SMS links are built on: PUBLIC_BASE_URL when set, else the address staff are using: the browser's
 * Origin header on the request (sent with every POST), else the request's protocol and Host (which honour
 * X-Forwarded-* when TRUST_PROXY is set). Only signed-in staff trigger a message with a link, behind XSRF, so the
 * header cannot be chosen by an outsider.
 */
const ORIGIN = /^https?:\/\/[^\s/?#@]+$/i;

export function publicBaseUrl(request: FastifyRequest, config: Pick<AppConfig, 'publicBaseUrl'>): string {
  if (config.publicBaseUrl) return config.publicBaseUrl;
  const origin = request.headers.origin;
  if (typeof origin === 'string' && ORIGIN.test(origin)) return origin;
  return `${request.protocol}://${request.host}`;
}

/** The request's meta for a service that sends a message with a link. */
export const linkMeta = (request: FastifyRequest, config: Pick<AppConfig, 'publicBaseUrl'>): LinkMeta => ({
  ip: request.ip,
  baseUrl: publicBaseUrl(request, config),
});
