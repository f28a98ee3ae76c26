import { ErrorCode, Msg } from '@swp/core';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { loadPrincipal } from '../modules/auth/principal.service.ts';
import { findSessionByToken } from '../modules/auth/session.service.ts';
import type { GuardedAccess, Principal, RouteAccess } from './access-types.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: RouteAccess;
  /** What the route validates its input with (the fuzz test spoils bodies and queries against it). */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access and schema: the route and fuzz tests walk this list. */
    apiRoutes: readonly RegisteredRoute[];
  }
}

const unauthorized = () => new AppError(ErrorCode.UNAUTHORIZED, Msg.unauthorized, 401);
const forbidden = () => new AppError(ErrorCode.FORBIDDEN, Msg.forbidden, 403);

/**
 * The one check of a caller against what is required, for a guarded route (below) and for a service behind a
 * public route that needs more only sometimes: 401 without a user of the area (a token of another area counts as
 * none, docs/product.md), 403 while the password must be changed (unless allowed) or without the permission.
 */
export function demandAccess(principal: Principal | null | undefined, access: GuardedAccess): Principal {
  if (!principal || principal.role !== access.role) throw unauthorized();
  const allowMustChange = access.role !== 'vender' && access.allowMustChange === true;
  if (principal.mustChangePassword && !allowMustChange) {
    throw new AppError(ErrorCode.MUST_CHANGE_PASSWORD, Msg.mustChangePassword, 403);
  }
  if (access.role === 'staff' && access.permission && !principal.perms.includes(access.permission)) throw forbidden();
  return principal;
}

/** The one place a token is read: the user of the live session it names, or undefined. */
async function principalOf(app: FastifyInstance, request: FastifyRequest): Promise<Principal | undefined> {
  const token = request.headers.token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return undefined;
  const session = await findSessionByToken(app.deps.db, app.deps.clock, token);
  return session ? loadPrincipal(app.deps.db, session) : undefined;
}

/**
 * The server decides security (docs/security.md). Every /api route must declare `config.access`; registering one that
 * does not stops the server from starting. On each request the token (header `token`) must belong to a live
 * session of the route's area; staff routes check the permission, and staff and expert routes the
 * must-change-password flag. A public route that `identify`s an area gets the caller's user if the token is valid.
 */
export default fp(async function accessPlugin(app: FastifyInstance) {
  app.decorateRequest('principal', null);
  const registry: RegisteredRoute[] = [];
  app.decorate('apiRoutes', registry);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`路由 ${route.method} ${route.url} 未声明访问权限 (config.access)`);
    for (const method of [route.method].flat()) registry.push({ method, url: route.url, access, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return;
    if ('public' in access) {
      if (!access.identify) return;
      const principal = await principalOf(app, request);
      const areas: readonly string[] = typeof access.identify === 'string' ? [access.identify] : access.identify;
      if (principal && areas.includes(principal.role)) request.principal = principal;
      return;
    }
    request.principal = demandAccess(await principalOf(app, request), access);
  });
});
