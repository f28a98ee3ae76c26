import { ALL_PERMISSIONS, ErrorCode } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { auditLogs } from '../src/db/schema/index.ts';
import { openTestDatabase, testConfig, useTestApp } from './app.ts';
import { createStaff, sql } from './factories.ts';
import { PRODUCTION_ENV } from './production-env.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';

const { t, api } = useTestApp({
  extend(app) {
    app.get('/api/probe/boom', { config: { access: { public: true } } }, async () => {
      throw new Error('select * from staff_users -- secret detail');
    });
  },
});

const placeholderUrl = (url: string) => url.replace(/:(\w+)/g, '1');

describe('every route declares its access', () => {
  it('lists the product’s sign-in paths among the registered routes', () => {
    const paths = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`);
    for (const path of [
      'POST /api/login',
      'POST /api/smLogin',
      'POST /api/specialist/login',
      'POST /api/specialist/smLogin',
      'POST /api/suppler/supplerLogin',
      'POST /api/sendVerCode',
      'POST /api/getAuth',
      'GET /api/captcha.jpg',
      'POST /api/specialist/modifyPassword',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('has exactly the reviewed public routes (test/public-routes.ts), each reading the reviewed areas', () => {
    const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
    // Less this file's own probe (`extend` above).
    const open = t.app.apiRoutes.filter((r) => 'public' in r.access && r.url !== '/api/probe/boom');
    const registered = Object.fromEntries(
      open
        .filter((r) => r.method !== 'HEAD')
        .map((r) => [key(r), 'public' in r.access ? [r.access.identify ?? []].flat() : []]),
    );
    expect(registered).toEqual(PUBLIC_ROUTES);
    // A HEAD is public only as the twin Fastify adds to a listed GET.
    const heads = open.filter((r) => r.method === 'HEAD').map((r) => `GET ${r.url}`);
    expect(heads.filter((get) => !(get in PUBLIC_ROUTES))).toEqual([]);
  });

  it('refuses to start with a route that declares no access', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const app = await buildApp({ config: testConfig(), db: database.db, logger: false });
      expect(() => app.get('/api/undeclared', async () => ({ code: 0 }))).toThrow(/未声明访问权限/);
      await app.close();
    } finally {
      await database.close();
      await drop();
    }
  });

  it('answers 401 to every non-public route called without a token, and with a token of the wrong area', async () => {
    const staffToken = await api.staffToken();
    const venderLogin = await api.post<{ token: string }>('/api/suppler/supplerLogin', {
      account: 'gongyingshang',
      password: 'Vender@2026',
    });
    const tokens: Record<string, string> = { staff: staffToken, vender: venderLogin.body.data!.token };
    const guarded = t.app.apiRoutes.filter((r) => !('public' in r.access) && r.method !== 'HEAD');
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const role = 'role' in route.access ? route.access.role : '';
      const wrongToken = role === 'staff' ? tokens.vender : tokens.staff;
      for (const token of [undefined, wrongToken]) {
        const response = await t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: placeholderUrl(route.url),
          headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x', ...(token ? { token } : {}) },
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    }
  });

  it('answers 403 to every permission-guarded route for a staff user without that permission', async () => {
    const guarded = t.app.apiRoutes.filter(
      (r) => 'role' in r.access && r.access.role === 'staff' && 'permission' in r.access,
    );
    // One signed-in user per missing permission (a scrypt login per route would take minutes).
    const tokens = new Map<string, string>();
    const tokenLacking = async (required: string) => {
      if (!tokens.has(required)) {
        const user = await createStaff(t.db, { perms: ALL_PERMISSIONS.filter((p) => p !== required) });
        tokens.set(required, await api.staffToken(user.username, user.password));
      }
      return tokens.get(required)!;
    };
    for (const route of guarded) {
      const required = (route.access as { permission: string }).permission;
      const response = await t.app.inject({
        method: route.method as 'GET' | 'POST',
        url: placeholderUrl(route.url),
        headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x', token: await tokenLacking(required) },
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('XSRF double-submit', () => {
  it('sets the XSRF-TOKEN cookie on a response to a request without it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha.jpg?uuid=xsrf1' });
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,};/);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('refuses a write without the header or with a header that differs from the cookie (403)', async () => {
    const body = JSON.stringify({ account: 'admin', password: 'x' });
    for (const headers of [
      { cookie: 'XSRF-TOKEN=abc' },
      { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
      { 'x-xsrf-token': 'abc' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/suppler/supplerLogin',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: body,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 403, msg: '页面已过期，请刷新后重试' });
    }
  });

  it('refuses every non-GET /api route without the header, signed in as its area with every permission', async () => {
    // A signed-in caller the route accepts, so that the only thing wrong is the missing double-submit: a route
    // exempted from the check (or checked after the handler ran) answers something else or writes.
    const staff = await api.staffToken();
    const login = async (url: string, account: string, password: string) =>
      (await api.post<{ token: string }>(url, { account, password })).body.data!.token;
    const tokens: Record<string, string> = {
      staff,
      vender: await login('/api/suppler/supplerLogin', 'gongyingshang', 'Vender@2026'),
      specialist: await login('/api/specialist/login', 'zhuanjia', 'Expert@2026'),
    };
    expect(Object.values(tokens).every(Boolean)).toBe(true);
    const writes = t.app.apiRoutes.filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    expect(writes.map((r) => `${r.method} ${r.url}`)).toContain('POST /api/bid/open');
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs);
    for (const route of writes) {
      const identify = 'public' in route.access ? route.access.identify : route.access.role;
      const role = [identify ?? []].flat()[0];
      const token = role ? { token: tokens[role]! } : {};
      for (const xsrf of [{}, { cookie: 'XSRF-TOKEN=abc' }, { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' }]) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: placeholderUrl(route.url),
          headers: { ...xsrf, ...token, 'content-type': 'application/json' },
          payload: '{}',
        });
        const what = `${route.method} ${route.url} ${JSON.stringify(xsrf)}`;
        expect(response.statusCode, what).toBe(403);
        expect(response.json(), what).toEqual({ code: 403, msg: '页面已过期，请刷新后重试' });
      }
    }
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLogs);
    expect(after!.n).toBe(before!.n);
  });
});

describe('failures never leak internals', () => {
  it('answers an unexpected error with 500 and the generic message only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ErrorCode.INTERNAL, msg: '系统繁忙，请稍后重试' });
    expect(response.body).not.toMatch(/select|stack|staff_users/);
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/no/such/thing',
      headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, msg: '请求的接口不存在' });
  });
});

describe('audit log', () => {
  it('is append-only in the database itself', async () => {
    await api.staffToken();
    await expect(t.db.update(auditLogs).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.db.delete(auditLogs)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_logs`)).rejects.toThrow();
  });
});

describe('test-only endpoints', () => {
  it('exist only in test mode', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      for (const env of [PRODUCTION_ENV, { APP_MODE: 'demo', BID_MASTER_KEY: 'ab'.repeat(32) }]) {
        const mode = env.APP_MODE;
        const app = await buildApp({ config: testConfig(env), db: database.db, logger: false });
        for (const url of ['/api/test/sms?mobile=13800000000', '/api/test/captcha?uuid=1']) {
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode, `${mode} ${url}`).toBe(404);
        }
        const clock = await app.inject({
          method: 'POST',
          url: '/api/test/clock',
          headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x', 'content-type': 'application/json' },
          payload: '{"advanceMs":1000}',
        });
        expect(clock.statusCode, `${mode} clock`).toBe(404);
        await app.close();
      }
    } finally {
      await database.close();
      await drop();
    }
  });
});
