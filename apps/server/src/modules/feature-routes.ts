import type { FastifyPluginAsync } from 'fastify';

/**
 * The management, specialist and supplier features, registered by app.ts after the sign-in routes. Each feature
 * adds its routes plugin here (one line), so features never need to touch app.ts.
 */
export const featureRoutes: FastifyPluginAsync[] = [];
