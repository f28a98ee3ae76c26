import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode, Msg } from '@swp/core';
import { PAGE_PRELOADS_FILE, type PagePreloads } from '@swp/core/first-load';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { preloadFor, withPageData, withPreloads } from './page-html.ts';

/**
 * Serves the built web app (precompressed .br/.gz beside each file) on the API's port. Any GET that is not an
 * API call and not a file gets index.html, so the browser router handles /manage/..., /errors/404 and the rest;
 * the HTML names the scripts that address needs (page-preloads.json, written by the web build) and, for a public
 * page that has one, carries its first data (see page-html.ts).
 */
/**
 * The public confirmation pages are opened on phones from an SMS: they have their own small HTML entry
 * (confirm.html) so they never download the areas' bundles.
 */
const LIGHT_PAGES = ['/specialist-confirm', '/specialist-extract-confirm'];

/** A public page's first data, as JSON text of core's PageData, or null when there is none to give. */
export type PageDataSource = (search: URLSearchParams) => Promise<string | null>;

export interface WebOptions {
  root: string;
  /** By exact page path (no trailing slash). Only public data: anyone may ask for any page. */
  pageData?: Record<string, PageDataSource>;
}

function readPreloads(root: string): PagePreloads {
  const file = path.join(root, PAGE_PRELOADS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PagePreloads) : { pages: [] };
}

export default fp(async function webPlugin(app: FastifyInstance, opts: WebOptions) {
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

  // Read once at start: the build does not change under a running server. One HTML per pattern, made on first use.
  const template = hasWeb ? fs.readFileSync(indexHtml, 'utf8') : '';
  const preloads = hasWeb ? readPreloads(opts.root) : { pages: [] };
  const htmlByPattern = new Map<string, string>();
  const htmlFor = (pathname: string) => {
    const preload = preloadFor(preloads, pathname);
    const key = preload?.pattern ?? '';
    let html = htmlByPattern.get(key);
    if (html === undefined) {
      html = withPreloads(template, preload);
      htmlByPattern.set(key, html);
    }
    return html;
  };

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (!wantsPage || !hasWeb) {
      return reply.status(404).send({ code: ErrorCode.ROUTE_NOT_FOUND, msg: Msg.notFound });
    }
    // An SMS link may be retyped with a trailing slash: it is still the same page.
    const at = request.url.indexOf('?');
    const pathname = (at < 0 ? request.url : request.url.slice(0, at)).replace(/\/+$/, '') || '/';
    const query = at < 0 ? '' : request.url.slice(at + 1);
    reply.header('cache-control', 'no-cache');
    if (hasConfirmPage && LIGHT_PAGES.includes(pathname)) return reply.sendFile('confirm.html');

    let html = htmlFor(pathname);
    const source = opts.pageData?.[pathname];
    if (source && request.method === 'GET') {
      // The page works without it (it asks the API itself), so a failure here costs speed, never the page.
      const data = await source(new URLSearchParams(query)).catch((err: unknown) => {
        request.log.warn({ err }, 'page data failed; the page is sent without it');
        return null;
      });
      html = withPageData(html, data);
    }
    return reply.type('text/html; charset=utf-8').send(html);
  });
});
