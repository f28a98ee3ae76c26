/**
 * The API contract: every endpoint declared once, here in core, and used by the server, the web and the tests.
 *
 * How to add an endpoint (worked example: packages/core/src/bid/contract.ts and its users):
 * 1. Declare it in the feature's `<feature>/contract.ts` (`xApi = { name: endpoint({ method, path, input?, output? |
 *    file | multipart, access, summary, tag, accessNote? }) }`); a new feature's object goes into `all.ts`.
 * 2. Register it on the server with one call: `route(app, xApi.name, async (request) => ok(...))`
 *    (apps/server/src/lib/route.ts; the input is `request.body` for POST, `request.query` for GET, both typed).
 * 3. Call it from the web's feature `api.ts` with `api(xApi.name, input, opts)` (apps/web/src/app/api.ts), and
 *    from a server test with `client.call(xApi.name, input, { token })`.
 * The OpenAPI document, the access check and the route test (apps/server/test/contract.test.ts) follow from it.
 */
export * from './access.ts';
export * from './all.ts';
export * from './endpoint.ts';
