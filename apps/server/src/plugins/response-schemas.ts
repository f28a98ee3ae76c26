import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The declared `response` of every /api route, by "METHOD url": the response-schema test walks it. */
    apiResponses: ReadonlyMap<string, FastifySchema['response']>;
  }
}

/** Records what each /api route declares it answers (lib/api-responses.ts), as access.ts records its access. */
export default fp(async function responseSchemasPlugin(app: FastifyInstance) {
  const registry = new Map<string, FastifySchema['response']>();
  app.decorate('apiResponses', registry);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) registry.set(`${method} ${route.url}`, route.schema?.response);
  });
});
