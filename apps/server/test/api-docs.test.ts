import { Validator } from '@seriousme/openapi-schema-validator';
import { bidApi } from '@swp/core/bid/contract';
import { ALL_ENDPOINTS } from '@swp/core/contract/all';
import { describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../src/plugins/access.ts';
import { isApiDocsRoute } from '../src/plugins/api-docs-page.ts';
import { OTHER_TAG } from '../src/plugins/api-docs-tags.ts';
import { useTestApp } from './app.ts';

/** The OpenAPI document at /api/docs/json and its page at /api/docs. */

const PROBE = '/api/probe/undocumented';
const { t } = useTestApp({
  extend(app) {
    // A route that declares no response: the document check below must name it.
    app.get(PROBE, { config: { access: { public: true } } }, async () => ({ code: 0, msg: '操作成功' }));
  },
});

interface Operation {
  summary?: string;
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  'x-access-rule'?: string;
  'x-multipart-order'?: string[];
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
  tags?: string[];
  description?: string;
  security?: Record<string, string[]>[];
  'x-access'?: string;
  'x-permission'?: string;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const fetchDocument = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json() as Document;
};

/** Fastify's `/a/:id` is OpenAPI's `/a/{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const documentedRoutes = () => t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !isApiDocsRoute(r.url));
const operationOf = (doc: Document, route: RegisteredRoute) =>
  doc.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];

/** The routes the document leaves out, or lists without a JSON or file answer for HTTP 200. */
function undocumented(doc: Document, routes: readonly RegisteredRoute[]): string[] {
  return routes
    .filter((route) => {
      const content = operationOf(doc, route)?.responses?.['200']?.content ?? {};
      return !Object.values(content).some((media) => media.schema !== undefined);
    })
    .map((route) => `${route.method} ${route.url}`);
}

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3', async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(doc as never);
    expect(result.valid, JSON.stringify(result.errors ?? '').slice(0, 2000)).toBe(true);
  });

  it('documents every API route with its HTTP 200 answer, and names the one that has none', async () => {
    const doc = await fetchDocument();
    const routes = documentedRoutes();
    expect(routes.length).toBeGreaterThan(60);
    // The probe declares no response: it alone is missing, so a real route without one would fail here too.
    expect(undocumented(doc, routes)).toEqual([`GET ${PROBE}`]);
  });

  it('says what each answer is: the envelope, a file, the OCDS package, a refusal — never Swagger’s default', async () => {
    const doc = await fetchDocument();
    const described = (url: string, status: string) =>
      doc.paths[url]?.[url.includes('list') || url.includes('ocds') ? 'get' : 'post']?.responses?.[status]?.description;
    expect(described('/api/bulletin/list', '200')).toContain('code 为 0 表示成功');
    expect(described('/api/bulletin/list', '4XX')).toContain('无权限（403）');
    expect(described('/api/ocds/release-package', '200')).toContain('OCDS 1.1.5 发布包');
    const defaults = documentedRoutes().filter((route) =>
      Object.values(operationOf(doc, route)?.responses ?? {}).some((r) => r.description === 'Default Response'),
    );
    expect(defaults.map((r) => `${r.method} ${r.url}`)).toEqual([`GET ${PROBE}`]);
  });

  it('names each operation’s access as access.ts enforces it, with the token and XSRF requirements', async () => {
    const doc = await fetchDocument();
    for (const route of documentedRoutes()) {
      const operation = operationOf(doc, route);
      if (route.url === PROBE) continue;
      const name = `${route.method} ${route.url}`;
      expect(operation, name).toBeDefined();
      if (!operation) continue;
      // Grouped under its feature (api-docs-tags.ts), never under the fallback.
      expect(operation.tags, name).toHaveLength(1);
      expect(operation.tags, name).not.toContain(OTHER_TAG);
      expect(operation.description, name).toBeTruthy();
      const { access } = route;
      if ('public' in access) {
        expect(operation['x-access'], name).toBe('public');
        expect(operation.security, name).toContainEqual(
          route.method === 'GET' ? {} : { xsrfHeader: [], xsrfCookie: [] },
        );
        continue;
      }
      expect(operation['x-access'], name).toBe(
        { staff: 'manage', specialist: 'specialist', vender: 'vender' }[access.role],
      );
      expect(operation['x-permission'], name).toBe('permission' in access ? access.permission : undefined);
      if ('permission' in access && access.permission) expect(operation.description, name).toContain(access.permission);
      expect(operation.security?.[0], name).toMatchObject({ token: [] });
      if (route.method !== 'GET') expect(operation.security?.[0], name).toMatchObject({ xsrfHeader: [] });
    }
  });

  it('describes the token header and the XSRF double-submit as security schemes', async () => {
    const doc = (await fetchDocument()) as Document & { components: { securitySchemes: Record<string, unknown> } };
    expect(doc.components.securitySchemes).toMatchObject({
      token: { type: 'apiKey', in: 'header', name: 'token' },
      xsrfHeader: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      xsrfCookie: { type: 'apiKey', in: 'cookie', name: 'XSRF-TOKEN' },
    });
    // The documentation's own routes are not operations of the API.
    expect(Object.keys(doc.paths).filter(isApiDocsRoute)).toEqual([]);
  });
});

describe('the document of the contract’s endpoints (packages/core/src/contract)', () => {
  it('gives each declared operation its summary and its feature’s tag', async () => {
    const doc = await fetchDocument();
    for (const e of ALL_ENDPOINTS) {
      const operation = doc.paths[openapiPath(e.path)]?.[e.method.toLowerCase()];
      expect(operation?.summary, `${e.method} ${e.path}`).toBe(e.summary);
      expect(operation?.tags, `${e.method} ${e.path}`).toEqual([e.tag]);
    }
  });

  it('shows the real rule of a public route whose service decides, not just “public”', async () => {
    const doc = await fetchDocument();
    const download = doc.paths['/api/bid/download']?.get;
    expect(download?.['x-access']).toBe('public');
    expect(download?.['x-access-rule']).toBe(bidApi.download.accessNote);
    expect(download?.description).toContain('投标人本人随时可下载');
    expect(doc.paths['/api/bid/openingRecord']?.post?.description).toContain('本项目的投标人');
    const unexplained = ALL_ENDPOINTS.filter((e) => 'public' in e.access && e.access.identify).filter(
      (e) => !doc.paths[e.path]?.[e.method.toLowerCase()]?.description?.startsWith('访问规则：'),
    );
    expect(unexplained.map((e) => e.path)).toEqual([]);
  });

  it('describes the bid upload as multipart/form-data: its fields in the order sent, the file last, the limits', async () => {
    const doc = await fetchDocument();
    const upload = doc.paths['/api/bid/upload']?.post;
    const media = upload?.requestBody?.content?.['multipart/form-data'];
    expect(Object.keys(media?.schema?.properties ?? {})).toEqual(['projectId', 'sectionId', 'offer', 'file']);
    expect(media?.schema?.properties?.file).toMatchObject({ format: 'binary' });
    // offer: required on a 平台加密 project, refused on a 投标人加密 one (the service decides, by the project).
    expect(media?.schema?.required).toEqual(['projectId', 'file']);
    expect(media?.schema?.properties?.offer).toMatchObject({
      description: expect.stringContaining('投标人加密项目不得填写'),
    });
    expect(upload?.['x-multipart-order']).toEqual(['projectId', 'sectionId', 'offer', 'file']);
    expect(upload?.description).toContain('按此顺序发送：projectId、sectionId、offer、file');
    expect(upload?.description).toContain('文本字段须在文件之前发送');
    // The route itself still reads the parts by hand: the document's schema validates nothing.
    const route = t.app.apiRoutes.find((r) => r.url === '/api/bid/upload');
    expect(route?.schema?.body).toBeUndefined();
  });
});

describe('the documentation page', () => {
  it('answers HTML under the app’s own CSP, and the files it loads', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>水务电子采购交易平台 API 文档</title>');
    // Scripts from the app's origin only: the page needs no CSP exception.
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const url of sources) {
      const file = await t.app.inject({ method: 'GET', url });
      expect(file.statusCode, url).toBe(200);
      expect(file.body.length, url).toBeGreaterThan(100);
    }
  });

  it('is public', async () => {
    const route = t.app.apiRoutes.find((r) => r.method === 'GET' && r.url === '/api/docs');
    expect(route?.access).toEqual({ public: true });
  });
});
