import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Msg, ok, specialistAuthApi, staffAuthApi } from '@swp/core';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { ApiClient } from '../../test/client.ts';
import { auditLogs } from '../db/schema/index.ts';

/**
 * How the server treats the way a request came in — the trusted proxy list, the XSRF cookie's Secure
 * flag, HSTS only over HTTPS, no-store on JSON, and the XSRF check decided on the routed path.
 */

const PROXY = '127.0.0.1';
const STRANGER = '203.0.113.9';
const WHO = '/api/probe/who-am-i';

let dist: string;
const { t } = useTestApp(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-transport-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>电子采购交易平台</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  return {
    env: { WEB_DIST: dist, TRUST_PROXY: `${PROXY},10.0.0.0/8` },
    extend: (app) =>
      app.get(WHO, { config: { access: { public: true } } }, async (request) =>
        ok({ ip: request.ip, protocol: request.protocol }),
      ),
  };
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });
const viaHttps = { 'x-forwarded-proto': 'https' };
const xsrfCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((c) => c.startsWith('XSRF-TOKEN='));

describe('TRUST_PROXY lists the proxies whose X-Forwarded-For is believed', () => {
  it('takes the client address from a listed proxy, and only the hop that proxy vouches for', async () => {
    const who = await get(WHO, PROXY, { 'x-forwarded-for': '198.51.100.7' });
    expect(who.json().data.ip).toBe('198.51.100.7');
    // A client that sends its own X-Forwarded-For through the proxy cannot pick its address: the proxy appends the
    // real one, and only that last hop is believed.
    const forged = await get(WHO, PROXY, { 'x-forwarded-for': '1.1.1.1, 198.51.100.7' });
    expect(forged.json().data.ip).toBe('198.51.100.7');
    // Ranges work too.
    expect((await get(WHO, '10.1.2.3', { 'x-forwarded-for': '198.51.100.8' })).json().data.ip).toBe('198.51.100.8');
  });

  it('ignores the header from any other address', async () => {
    const who = await get(WHO, STRANGER, { 'x-forwarded-for': '198.51.100.7', ...viaHttps });
    expect(who.json().data).toEqual({ ip: STRANGER, protocol: 'http' });
  });

  it('writes the believed address to the audit log', async () => {
    const signIn = async (remoteAddress: string) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: specialistAuthApi.login.path,
        remoteAddress,
        headers: {
          cookie: 'XSRF-TOKEN=x',
          'x-xsrf-token': 'x',
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.20',
        },
        payload: JSON.stringify({ account: 'zhuanjia', password: 'Expert@2026' }),
      });
      expect(reply.json().code).toBe(0);
      const [row] = await t.db
        .select({ ip: auditLogs.ip })
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'auth.login'), eq(auditLogs.actorRole, 'specialist')))
        .orderBy(desc(auditLogs.id))
        .limit(1);
      return row!.ip;
    };
    expect(await signIn(PROXY)).toBe('198.51.100.20');
    expect(await signIn(STRANGER)).toBe(STRANGER);
  });
});

describe('HTTPS: the XSRF cookie is Secure and HSTS is sent only then', () => {
  it('plain HTTP: no Secure flag, no HSTS', async () => {
    const reply = await get('/api/bulletin/list', PROXY);
    const cookie = xsrfCookie(reply.headers['set-cookie']);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/);
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('HTTPS through a trusted proxy: Secure cookie and HSTS, on the API and on the web app alike', async () => {
    const reply = await get('/api/bulletin/list', PROXY, viaHttps);
    expect(xsrfCookie(reply.headers['set-cookie'])).toMatch(/; Secure/);
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const page = await get('/manage/login', PROXY, viaHttps);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('a claimed HTTPS from an untrusted address is plain HTTP', async () => {
    const reply = await get('/api/bulletin/list', STRANGER, viaHttps);
    expect(xsrfCookie(reply.headers['set-cookie'])).not.toMatch(/Secure/);
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control', () => {
  it('is no-store on every JSON answer: data, refusals, unknown paths', async () => {
    const api = new ApiClient(t.app);
    const answers = [
      await get('/api/bulletin/list', PROXY),
      await get('/api/no/such/thing', PROXY),
      await t.app.inject({ method: 'POST', url: staffAuthApi.getAuth.path }),
      await t.app.inject({ method: 'POST', url: staffAuthApi.getAuth.path, headers: { cookie: 'XSRF-TOKEN=a' } }),
    ];
    const signedIn = await api.post(specialistAuthApi.login.path, { account: 'zhuanjia', password: 'Expert@2026' });
    expect(signedIn.body.code).toBe(0);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    for (const reply of answers) {
      expect(reply.headers['content-type']).toMatch(/application\/json/);
      expect(reply.headers['cache-control'], reply.body).toBe('no-store');
    }
  });

  it('leaves the web app’s own caching alone', async () => {
    const asset = await get('/assets/app-abc123.js', PROXY);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/manage/login', PROXY)).headers['cache-control']).toBe('no-cache');
  });
});

describe('XSRF is decided on the routed path, not the raw URL', () => {
  const signIn = async () => {
    const reply = await new ApiClient(t.app).post<{ token: string }>(specialistAuthApi.login.path, {
      account: 'zhuanjia',
      password: 'Expert@2026',
    });
    expect(reply.body.code).toBe(0);
    return reply.body.data!.token;
  };
  const stillSignedIn = async (token: string) =>
    (await new ApiClient(t.app).get(specialistAuthApi.userInfo.path, { token })).body.code === 0;

  it.each([
    '/%61pi/specialist/logout',
    '/%61%70%69/specialist/logout',
    '/api/%73pecialist/logout',
    '/api/specialist/logou%74',
    '/api/specialist/logout?x=1',
    '//api/specialist/logout',
    '/API/specialist/logout',
    '/api//specialist/logout',
    '/%2Fapi/specialist/logout',
  ])('POST %s without the header is refused and changes nothing', async (url) => {
    const token = await signIn();
    for (const headers of [{}, { cookie: 'XSRF-TOKEN=abc' }, { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'xyz' }]) {
      const reply = await t.app.inject({ method: 'POST', url, headers: { ...headers, token } });
      // Routed (a decoded /api path): 403. Not routed at all: 403 or 404, never the call itself.
      expect([403, 404], `${url} ${reply.body}`).toContain(reply.statusCode);
      if (reply.statusCode === 403) expect(reply.json()).toEqual({ code: 403, msg: Msg.xsrf });
    }
    expect(await stillSignedIn(token)).toBe(true);
  });

  it('the encoded path really reaches the route: with the double-submit it logs out', async () => {
    const token = await signIn();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/%61pi/specialist/logout',
      headers: { token, cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abc' },
    });
    expect(reply.json().code).toBe(0);
    expect(await stillSignedIn(token)).toBe(false);
  });
});
