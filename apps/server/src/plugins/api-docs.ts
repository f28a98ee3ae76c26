import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { describeAccess } from './api-docs-access.ts';
import { registerApiDocsComponents } from './api-docs-components.ts';
import { multipartDocument } from './api-docs-contract.ts';
import { API_DOCS_PATH, API_DOCS_TITLE, initializerJs, pageHtml, STATIC_FILES, staticFile } from './api-docs-page.ts';
import { apiDocsTags, tagOfPlugins } from './api-docs-tags.ts';

const DESCRIPTION = `水务电子采购交易平台对其他系统开放的接口（约定见仓库 docs/integration.md）。本文档由各接口实际使用的 zod 模式生成，与服务器的校验和应答一致。

- **应答信封**：JSON 接口以 HTTP 200 应答 \`{ code: 0, msg, data }\`；用户可纠正的拒绝同样是 HTTP 200，\`code ≠ 0\`，\`msg\` 为中文原因；401、403、404、429、5xx 等错误状态只带 \`{ code, msg }\`。
- **令牌**：登录接口返回的令牌放在请求头 \`token\`；令牌属于登录的区域（manage 管理端、specialist 专家端、vender 供应商端），其他区域的令牌视为未登录。每个接口的说明写明所需区域和权限（扩展字段 \`x-access\`、\`x-permission\`）。
- **XSRF**：每个非 GET 请求须把 Cookie \`XSRF-TOKEN\` 的值原样放进请求头 \`X-XSRF-TOKEN\`；没有该 Cookie 的请求，其应答会设置它。
- **格式**：时间为带时区的 ISO 8601 字符串，金额为两位小数的十进制字符串（如 \`"1234567.50"\`）。`;

/**
 * What a status means when the route's schema does not say (Swagger would print "Default Response"): the
 * envelope for 200, the refusal envelope for error statuses. A schema's own description (a file, the OCDS package)
 * wins.
 */
const RESPONSE_TEXT: Record<string, string> = {
  200: '应答信封：code 为 0 表示成功，data 为应答内容；code 不为 0 表示用户可纠正的拒绝，msg 为中文原因',
  '4xx': '未登录（401）、无权限（403）、不存在（404）、请求过多（429）等，应答 { code, msg }',
  '5xx': '服务器内部错误，应答 { code, msg }',
};

function describeResponses(response: unknown) {
  if (!response || typeof response !== 'object') return response;
  return Object.fromEntries(
    Object.entries(response as Record<string, Record<string, unknown>>).map(([status, schema]) => {
      const described =
        schema.description !== undefined || RESPONSE_TEXT[status] === undefined
          ? schema
          : { ...schema, 'x-response-description': RESPONSE_TEXT[status] };
      return [status, described];
    }),
  );
}

/**
 * The API documentation: an OpenAPI 3.1 document built by @fastify/swagger from the zod schemas every
 * route declares (request and `response`, lib/api-responses.ts), with each operation's access written from its
 * `config.access`, served at /api/docs/json and browsable with Swagger UI at /api/docs (public). Registered before
 * the routes so that @fastify/swagger's onRoute hook sees them; the document is built at its first request, then
 * kept.
 */
export default fp(async function apiDocsPlugin(app: FastifyInstance) {
  // The routes plugin each route was declared in names its tag: recorded as the route is added, from the plugin's
  // instance and those it was registered in (each a prototype of the next, which is how Fastify encapsulates).
  const tagOf = new Map<string, string>();
  app.addHook('onRoute', function recordTag(this: FastifyInstance, route) {
    if (!route.url.startsWith('/api')) return;
    const names: string[] = [];
    for (let instance = this; instance !== app && instance !== null; instance = Object.getPrototypeOf(instance)) {
      names.push(instance.pluginName);
    }
    for (const method of [route.method].flat()) tagOf.set(`${method} ${route.url}`, tagOfPlugins(names));
  });

  registerApiDocsComponents();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: API_DOCS_TITLE, version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token', description: '登录接口返回的令牌' },
          xsrfHeader: {
            type: 'apiKey',
            in: 'header',
            name: 'X-XSRF-TOKEN',
            description: '非 GET 请求：与 Cookie XSRF-TOKEN 相同的值',
          },
          xsrfCookie: { type: 'apiKey', in: 'cookie', name: 'XSRF-TOKEN', description: '服务器设置的 XSRF Cookie' },
        },
      },
      tags: apiDocsTags.map((name) => ({ name })),
    },
    transform(document) {
      const { route } = document;
      // A route registered from the contract (lib/route.ts) is described by its declaration.
      const endpoint = route.config?.endpoint;
      const { multipartNote, ...multipart } = endpoint?.multipart ? multipartDocument(endpoint.multipart) : {};
      const transformed = jsonSchemaTransform(
        multipartNote ? { ...document, schema: { ...document.schema, ...multipart } } : document,
      );
      const access = route.config?.access;
      if (!access || transformed.schema?.hide) return transformed;
      const method = [route.method].flat()[0] ?? 'GET';
      const tag = endpoint?.tag ?? tagOf.get(`${method} ${route.url}`);
      const described = describeAccess(access, method, endpoint?.accessNote);
      return {
        url: transformed.url,
        schema: {
          ...(transformed.schema ?? {}),
          response: describeResponses(transformed.schema?.response),
          ...(tag ? { tags: [tag] } : {}),
          ...(endpoint ? { summary: endpoint.summary } : {}),
          ...described,
          // Who may call first (a public route's real rule opens with 访问规则：), then how to send the body.
          description: multipartNote ? `${described.description}\n\n${multipartNote}` : described.description,
        },
      };
    },
    // The named components (api-docs-components.ts) the routes' schemas refer to.
    transformObject: jsonSchemaTransformObject,
  });

  // The documentation itself: public, and not part of the document it serves.
  const docs = { config: { access: { public: true } }, schema: { hide: true } } as const;
  app.get(API_DOCS_PATH, docs, (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(pageHtml),
  );
  app.get(`${API_DOCS_PATH}/json`, docs, () => app.swagger());
  app.get(`${API_DOCS_PATH}/initializer.js`, docs, (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(initializerJs),
  );
  const staticParams = z.object({ file: z.enum(Object.keys(STATIC_FILES) as [keyof typeof STATIC_FILES]) });
  app.get(
    `${API_DOCS_PATH}/static/:file`,
    { ...docs, schema: { hide: true, params: staticParams } },
    async (request, reply) => {
      const { file } = staticParams.parse(request.params);
      return reply
        .type(STATIC_FILES[file])
        .header('cache-control', 'public, max-age=86400')
        .send(await staticFile(file));
    },
  );
});
