import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, Msg } from '@swp/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app (precompressed .br/.gz beside each file) on the API's port. Any GET that is not an
 * API call and not a file gets index.html, so the browser router handles /manage/..., /errors/404 and the rest.
 */
/**
 * The public confirmation pages are opened on phones from an SMS: they have their own small HTML entry
 * (confirm.html) so they never download the areas' bundles.
 */
const LIGHT_PAGES = ['/specialist-confirm', '/specialist-extract-confirm'];

export default fp(async function webPlugin(app: FastifyInstance, opts: { root: string }) {
  const indexHtml = path.join(opts.root, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  const hasConfirmPage = fs.existsSync(path.join(opts.root, 'confirm.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.root,
      preCompressed: true,
      wildcard: false,
      index: false,
      // Our own cache headers below; the plugin's default would overwrite them.
      cacheControl: false,
      // @fastify/static 10 hands over the reply (it was the raw response before).
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset name: those never change, index.html always may.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built (${indexHtml} missing): run npm run build`);
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (wantsPage && hasWeb) {
      // An SMS link may be retyped with a trailing slash: it is still the same page.
      const pathname = request.url.split('?')[0]!.replace(/\/+$/, '');
      const light = hasConfirmPage && LIGHT_PAGES.includes(pathname);
      return reply.header('cache-control', 'no-cache').sendFile(light ? 'confirm.html' : 'index.html');
    }
    return reply.status(404).send({ code: ErrorCode.ROUTE_NOT_FOUND, msg: Msg.notFound });
  });
});
