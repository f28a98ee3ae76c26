import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './app.ts';
import { uniqueMobile } from './factories.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

// biome-ignore lint/suspicious/noExplicitAny: the replies of several endpoints, read field by field below.
type Loose = any;
const headers = { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' };
const post = async (base: string, path: string, body: unknown, token?: string) => {
  const response = await fetch(base + path, {
    method: 'POST',
    headers: token ? { ...headers, token } : headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { code: number; msg: string; data?: Loose } };
};
const get = async (base: string, path: string) => (await fetch(base + path)).json() as Promise<{ data?: Loose }>;

/** Scale-out (ARCHITECTURE): two processes on one PostgreSQL behave as one. PostgreSQL only: PGlite is in-process. */
describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const { database, drop, url } = await openTestDatabase();
    await database.close();
    const env = { DATABASE_URL: url!, APP_MODE: 'test', WEB_DIST: '/nonexistent' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    cleanup = drop;
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await cleanup?.();
  });

  const captchaFrom = async (server: ServerProcess) => {
    const uuId = `${Date.now()}${Math.random().toString().slice(2, 8)}`;
    expect((await fetch(`${server.url}/api/captcha.jpg?uuid=${uuId}`)).headers.get('content-type')).toBe('image/jpeg');
    return { uuId, verCode: (await get(server.url, `/api/test/captcha?uuid=${uuId}`)).data.answer as string };
  };

  it('accepts on one process a captcha drawn by the other, and a token issued by the other', async () => {
    const login = await post(b.url, '/api/login', {
      account: 'admin',
      password: 'Admin@2026',
      ...(await captchaFrom(a)),
    });
    expect(login.body.code).toBe(0);
    const perms = await post(a.url, '/api/getAuth', {}, login.body.data.token);
    expect(perms.body.code).toBe(0);
    expect(perms.body.data.perms).toContain('system:project');
    expect((await post(a.url, '/api/logout', {}, login.body.data.token)).body.code).toBe(0);
    expect((await post(b.url, '/api/getAuth', {}, login.body.data.token)).status).toBe(401);
  });

  it('holds the 60-second SMS limit across both, even when both are asked at once', async () => {
    const mobile = uniqueMobile();
    const [first, second] = await Promise.all([
      post(a.url, '/api/sendVerCode', { mobile, ...(await captchaFrom(a)) }),
      post(b.url, '/api/sendVerCode', { mobile, ...(await captchaFrom(b)) }),
    ]);
    const codes = [first.body.code, second.body.code].sort();
    expect(codes).toEqual([0, 1001]);
    const refused = first.body.code === 0 ? second : first;
    expect(refused.body.msg).toMatch(/^请\d+秒后重试$/);
    const outbox = await get(b.url, `/api/test/sms?mobile=${mobile}`);
    expect(outbox.data).toHaveLength(1);
  });

  it('signs in by SMS on one process with a code sent by the other', async () => {
    const mobile = '13800000001';
    expect((await post(a.url, '/api/sendVerCode', { mobile, ...(await captchaFrom(a)) })).body.code).toBe(0);
    const code = (await get(a.url, `/api/test/sms?mobile=${mobile}`)).data[0].content.match(/\d{6}/)[0];
    const login = await post(b.url, '/api/smLogin', { mobile, code });
    expect(login.body.data.user.username).toBe('caigou');
  });
});
