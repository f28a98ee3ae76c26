import { ErrorCode } from '@swp/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answers } from '../src/lib/api-responses.ts';
import { responseSerializer } from '../src/lib/response-serializer.ts';
import { isApiDocsRoute } from '../src/plugins/api-docs-page.ts';
import { buildTestApp, type TestApp } from './app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    extend(app) {
      // A route whose service returns a field its schema does not declare (a hash, a new column…).
      const data = z.object({ name: z.string() });
      for (const [url, answer] of [
        ['/api/probe/extra', { name: '张三', passwordHash: 'secret' }],
        ['/api/probe/wrong', { name: 42 }],
      ] as const) {
        app.get(url, { schema: { response: answers(data) }, config: { access: { public: true } } }, async () => ({
          code: 0,
          msg: '操作成功',
          data: answer,
        }));
      }
    },
  });
});
afterAll(() => t.close());

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;
const refusal = { code: ErrorCode.RULE, msg: '不可以' };

describe('every API route declares what it answers', () => {
  it('declares HTTP 200 as the envelope (or a file) and error statuses as the refusal envelope', () => {
    // The documentation's own routes answer HTML, files and the document itself, not the envelope.
    const routes = t.app.apiRoutes.filter(
      (r) => r.method !== 'HEAD' && !r.url.startsWith('/api/probe/') && !isApiDocsRoute(r.url),
    );
    expect(routes.length).toBeGreaterThan(60);
    const undeclared: string[] = [];
    for (const { method, url } of routes) {
      const name = `${method} ${url}`;
      const response = t.app.apiResponses.get(name) as Record<string, unknown> | undefined;
      const ok = response?.[200];
      if (!response || !ok) {
        undeclared.push(name);
        continue;
      }
      for (const status of ['4xx', '5xx']) {
        const failure = response[status];
        expect(isZod(failure) && failure.safeParse(refusal).success, `${name} ${status}`).toBe(true);
      }
      if (isZod(ok)) {
        // A refusal the user can fix answers HTTP 200 too: a 200 schema that refused it would turn it into a 500.
        expect(ok.safeParse(refusal).success, `${name} accepts a refusal`).toBe(true);
        // The API documentation describes these as OpenAPI: every one must have a JSON Schema (no dates, no transforms).
        expect(() => z.toJSONSchema(ok, { io: 'output', unrepresentable: 'throw' }), name).not.toThrow();
        continue;
      }
      // A file: its own content type, and the refusal envelope as JSON when it is refused.
      const content = (ok as { content?: Record<string, { schema: unknown }> }).content ?? {};
      const json = content['application/json']?.schema;
      expect(isZod(json) && json.safeParse(refusal).success, `${name} refuses as JSON`).toBe(true);
      const files = Object.entries(content).filter(([type]) => type !== 'application/json');
      expect(files, name).toHaveLength(1);
      const file = files[0]![1].schema;
      expect(isZod(file) && z.toJSONSchema(file, { io: 'output', unrepresentable: 'any' }), name).toMatchObject({
        type: 'string',
        format: 'binary',
      });
    }
    expect(undeclared, 'routes without a response schema for 200').toEqual([]);
  });
});

describe('answers are sent as declared', () => {
  it('fails loudly in tests on a field the schema does not declare, and never sends it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/extra' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ErrorCode.INTERNAL, msg: '系统繁忙，请稍后重试' });
    expect(response.body).not.toContain('secret');
  });

  it('fails on a field of the wrong type in every mode (500, nothing of the answer sent)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/wrong' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ErrorCode.INTERNAL, msg: '系统繁忙，请稍后重试' });
  });

  it('outside test mode strips an undeclared field instead of failing', () => {
    const schema = answers(z.object({ list: z.array(z.object({ name: z.string() })) }))[200];
    const compile = (refuseUndeclared: boolean) =>
      responseSerializer({ refuseUndeclared })({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    const sent = { code: 0, msg: '操作成功', data: { list: [{ name: '张三', passwordHash: 'secret' }] } };
    expect(JSON.parse(compile(false)(sent))).toEqual({ code: 0, msg: '操作成功', data: { list: [{ name: '张三' }] } });
    expect(() => compile(true)(sent)).toThrow('data.list[0].passwordHash');
    // A refusal is sent as it is, in either mode.
    expect(JSON.parse(compile(true)(refusal))).toEqual(refusal);
  });
});
