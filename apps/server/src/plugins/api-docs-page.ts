import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_TITLE = '水务电子采购交易平台 API 文档';

/** The documentation's own routes: public, not operations of the API (the route-walking tests leave them out). */
export const isApiDocsRoute = (url: string) => url === API_DOCS_PATH || url.startsWith(`${API_DOCS_PATH}/`);

/**
 * Swagger UI's files, as @fastify/swagger-ui ships them. We serve them from our own routes rather than register
 * that plugin: its routes (and @fastify/static's under them) cannot carry `config.access`, which access.ts demands
 * of every /api route, and a route-table exception for them would weaken that rule for everyone.
 */
const SWAGGER_UI_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
  'static',
);

export const STATIC_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
} as const;
export type StaticFile = keyof typeof STATIC_FILES;

/** Read at the first request for each (1.9 MB in all): the server starts no slower for having the docs. */
const loaded = new Map<StaticFile, Promise<Buffer>>();
export function staticFile(name: StaticFile): Promise<Buffer> {
  let file = loaded.get(name);
  if (!file) {
    file = fs.readFile(path.join(SWAGGER_UI_DIR, name));
    loaded.set(name, file);
  }
  return file;
}

/**
 * The page: external scripts and styles only, so the app's CSP (script-src 'self') covers it unchanged. Absolute
 * paths, because /api/docs has no trailing slash and relative ones would resolve under /api/.
 */
export const pageHtml = `<!DOCTYPE html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8">
    <title>${API_DOCS_TITLE}</title>
    <link rel="stylesheet" href="${API_DOCS_PATH}/static/swagger-ui.css">
    <link rel="icon" type="image/png" href="${API_DOCS_PATH}/static/favicon-32x32.png">
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_DOCS_PATH}/static/swagger-ui-bundle.js"></script>
    <script src="${API_DOCS_PATH}/initializer.js"></script>
  </body>
</html>
`;

/**
 * Starts Swagger UI on the document. "Try it out" calls the API from this page like the web does: the token the
 * user enters under Authorize goes in the `token` header, and every non-GET echoes the XSRF-TOKEN cookie (set on
 * the page's own response) in X-XSRF-TOKEN, so writes are not refused as forged. No validator badge: it would
 * send the document to validator.swagger.io.
 */
export const initializerJs = `window.addEventListener('load', function () {
  function xsrfToken() {
    var match = document.cookie.match(/(?:^|;\\s*)XSRF-TOKEN=([^;]*)/);
    return match ? decodeURIComponent(match[1]) : '';
  }
  window.ui = SwaggerUIBundle({
    url: '${API_DOCS_PATH}/json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    docExpansion: 'none',
    filter: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    requestInterceptor: function (request) {
      var method = (request.method || 'GET').toUpperCase();
      if (method !== 'GET' && method !== 'HEAD') request.headers['X-XSRF-TOKEN'] = xsrfToken();
      return request;
    },
  });
});
`;
