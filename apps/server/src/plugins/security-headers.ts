import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * helmet's headers (CSP, X-Frame-Options, nosniff, Referrer-Policy …) on every answer, the policy built ONCE.
 * Why not @fastify/helmet: it calls `helmet(options)` inside its onRequest hook, so every request parsed and
 * validated the whole CSP again — 8 µs of a bare route's ~110 µs on the development machine (bench/bulletin.ts
 * profile), paid by every answer of the server. The middleware helmet builds is a plain (req, res, next) that
 * writes headers on the raw response, which is all that plugin did with it.
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd writes its styles at run time (CSS-in-JS).
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      // A supplier's PDF is previewed in a frame from a blob: URL of bytes the page fetched with its token (the
      // document routes need the token header, so the frame cannot load them itself); its type is the server's.
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'self'"],
      // Intranet deployments often serve plain HTTP: upgrading sub-requests to HTTPS would break them.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sent only over HTTPS, by responseHeaders.
  strictTransportSecurity: false,
});

export default fp(async function securityHeadersPlugin(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) =>
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
  );
});
