import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** helmet's value, sent by us only where it means something. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers that depend on the answer or on how the request came in:
 * - JSON answers (user data, tokens, committee lists) are never kept by a browser or a shared cache, unless the
 *   route chose its own Cache-Control. The web app's files keep theirs (web.ts).
 * - HSTS only over HTTPS (directly, or through a trusted proxy): sent over plain HTTP on an intranet it would
 *   make browsers refuse the site the day someone opens it by https.
 */
export default fp(async function responseHeadersPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
});
