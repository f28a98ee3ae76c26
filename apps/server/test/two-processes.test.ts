import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, loginFailures, sessions, smsCodes } from '../src/db/schema/index.ts';
import { openTestDatabase } from './app.ts';
import { createSpecialist, createStaff, uniqueMobile } from './factories.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

// biome-ignore lint/suspicious/noExplicitAny: the replies of several endpoints, read field by field below.
type Loose = any;
interface Answer {
  status: number;
  body: { code: number; msg: string; data?: Loose };
}

/** One browser: its XSRF cookie goes with every request (captcha answers are kept per browser). */
const browser = (xsrf = 'x') => {
  const headers = { cookie: `XSRF-TOKEN=${xsrf}` };
  const post = async (base: string, path: string, body: unknown, token?: string): Promise<Answer> => {
    const response = await fetch(base + path, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-xsrf-token': xsrf, ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  const get = async (base: string, path: string): Promise<Answer> => {
    const response = await fetch(base + path, { headers });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  /** Draws a captcha on `server` as the <img> would, and reads this browser's answer. */
  const captcha = async (server: ServerProcess, uuId = `${Date.now()}${Math.random().toString().slice(2, 8)}`) => {
    const image = await fetch(`${server.url}/api/captcha.jpg?uuid=${uuId}`, { headers });
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    await image.arrayBuffer();
    return { uuId, verCode: (await get(server.url, `/api/test/captcha?uuid=${uuId}`)).body.data.answer as string };
  };
  return { post, get, captcha };
};

/** Scale-out (ARCHITECTURE): two processes on one PostgreSQL behave as one. PostgreSQL only: PGlite is in-process. */
describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Awaited<ReturnType<typeof openTestDatabase>>['database'];
  let cleanup: () => Promise<void>;
  const { post, get, captcha } = browser();
  /** The i-th of many parallel requests goes to a, b, a, b, … */
  const server = (i: number) => (i % 2 === 0 ? a : b);

  beforeAll(async () => {
    const opened = await openTestDatabase();
    database = opened.database;
    cleanup = opened.drop;
    // A high per-IP limit, so that it cannot be what stops the parallel guesses below.
    const env = { DATABASE_URL: opened.url!, APP_MODE: 'test', WEB_DIST: '/nonexistent', AUTH_RATE_LIMIT: '100000' };
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await cleanup?.();
  });

  it('accepts on one process a captcha drawn by the other, and a token issued by the other', async () => {
    const login = await post(b.url, '/api/login', {
      account: 'admin',
      password: 'Admin@2026',
      ...(await captcha(a)),
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
      post(a.url, '/api/sendVerCode', { mobile, ...(await captcha(a)) }),
      post(b.url, '/api/sendVerCode', { mobile, ...(await captcha(b)) }),
    ]);
    const codes = [first.body.code, second.body.code].sort();
    expect(codes).toEqual([0, 1001]);
    const refused = first.body.code === 0 ? second : first;
    expect(refused.body.msg).toMatch(/^请\d+秒后重试$/);
    const outbox = await get(b.url, `/api/test/sms?mobile=${mobile}`);
    expect(outbox.body.data).toHaveLength(1);
  });

  it('signs in by SMS on one process with a code sent by the other', async () => {
    const mobile = '13800000001';
    expect((await post(a.url, '/api/sendVerCode', { mobile, ...(await captcha(a)) })).body.code).toBe(0);
    const code = (await get(a.url, `/api/test/sms?mobile=${mobile}`)).body.data[0].content.match(/\d{6}/)[0];
    const login = await post(b.url, '/api/smLogin', { mobile, code });
    expect(login.body.data.user.username).toBe('caigou');
  });

  describe('limits under real parallel requests', () => {
    it('40 sign-ins at once on one account, the right password 13th: not signed in, five compared', async () => {
      const user = await createStaff(database.db);
      const captchas = await Promise.all(Array.from({ length: 40 }, (_, i) => captcha(server(i))));
      const attempt = (i: number) =>
        post(server(i).url, '/api/login', {
          account: user.username,
          password: i === 12 ? user.password : `Wrong-pass-${i}`,
          ...captchas[i]!,
        });
      const counted = async () =>
        (
          await database.db
            .select()
            .from(loginFailures)
            .where(and(eq(loginFailures.role, 'staff'), eq(loginFailures.account, user.username.toLowerCase())))
        ).length;
      // Requests sent together reach the servers in any order, so the right password could be among the first five
      // counted (and then rightly sign in). To put it 13th for certain: the first twelve leave at once, and the rest,
      // the right one first, leave as soon as five attempts are counted — while those may still be comparing.
      const firstTwelve = Array.from({ length: 12 }, (_, i) => attempt(i));
      await expect.poll(counted, { interval: 5, timeout: 20_000 }).toBeGreaterThanOrEqual(5);
      const rest = Array.from({ length: 28 }, (_, k) => attempt(12 + k));
      const replies = await Promise.all([...firstTwelve, ...rest]);
      expect(replies[12]!.body.code).not.toBe(0);
      expect(replies.filter((r) => r.body.code === 0)).toHaveLength(0);
      // Every compared wrong password left one row; the count refused the rest before any comparison.
      const failures = await database.db
        .select()
        .from(loginFailures)
        .where(and(eq(loginFailures.role, 'staff'), eq(loginFailures.account, user.username.toLowerCase())));
      expect(failures).toHaveLength(5);
      expect(replies.filter((r) => r.body.code === 1003)).toHaveLength(4);
      const lockouts = await database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'auth.lockout'), eq(auditLogs.targetId, user.username.toLowerCase())));
      expect(lockouts).toHaveLength(1);
      const signedIn = await database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.role, 'staff'), eq(sessions.userId, user.id)));
      expect(signedIn).toHaveLength(0);
    });

    it('100 SMS guesses at once over both: at most five compared, the right code only if among them', async () => {
      const user = await createStaff(database.db);
      expect((await post(a.url, '/api/sendVerCode', { mobile: user.mobile, ...(await captcha(a)) })).body.code).toBe(0);
      const code = (await get(a.url, `/api/test/sms?mobile=${user.mobile}`)).body.data[0].content.match(/\d{6}/)[0];
      const guesses = Array.from({ length: 100 }, (_, i) =>
        i === 50 ? code : String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
      );
      const replies = await Promise.all(
        guesses.map((guess, i) => post(server(i).url, '/api/smLogin', { mobile: user.mobile, code: guess })),
      );
      const [row] = await database.db.select().from(smsCodes).where(eq(smsCodes.mobile, user.mobile));
      expect(row!.attempts).toBeLessThanOrEqual(5);
      // A compared guess answers with the tries left (or signs in); each try was taken by one guess only.
      const compared = replies.filter((r) => r.body.code === 0 || r.body.msg.startsWith('验证码错误，还可尝试'));
      const triesLeft = compared.filter((r) => r.body.code !== 0).map((r) => r.body.msg);
      expect(new Set(triesLeft).size).toBe(triesLeft.length);
      expect(compared.length).toBeLessThanOrEqual(5);
      const signedIn = replies.filter((r) => r.body.code === 0);
      expect(signedIn.length).toBeLessThanOrEqual(1);
      if (signedIn.length === 1) {
        expect(signedIn[0]).toBe(replies[50]);
        expect(row!.consumedAt).not.toBeNull();
      } else {
        expect(row!.attempts).toBe(5);
        expect(replies[50]!.body).toEqual({ code: 1003, msg: '验证码错误次数过多，请重新获取' });
      }
    });

    it('a captcha uuid asked for by another browser leaves the first browser’s answer valid', async () => {
      const first = browser('first-browser');
      const second = browser('second-browser');
      const mine = await first.captcha(a);
      const theirs = await second.captcha(b, mine.uuId);
      expect(theirs.uuId).toBe(mine.uuId);
      const expert = await createSpecialist(database.db);
      const sent = await first.post(b.url, '/api/sendVerCode', {
        mobile: expert.mobile,
        ...mine,
        purpose: 'specialist-login',
      });
      expect(sent.body).toEqual({ code: 0, msg: '发送成功' });
      // The other browser's captcha for the same uuid is its own, and works for it alone.
      const other = await second.post(a.url, '/api/sendVerCode', { mobile: uniqueMobile(), ...theirs });
      expect(other.body).toEqual({ code: 0, msg: '发送成功' });
    });

    it('a password spray is partly answered 429 请稍后重试, while a public read made during it succeeds', async () => {
      const spray = Array.from({ length: 60 }, (_, i) =>
        post(server(i).url, '/api/specialist/login', { account: `spray_${i}_${Date.now()}`, password: 'Guess-1234' }),
      );
      const started = Date.now();
      const reads = await Promise.all([a, b].map((s) => get(s.url, '/api/bulletin/list?page=1&pageSize=10')));
      const readMs = Date.now() - started;
      const replies = await Promise.all(spray);
      for (const read of reads) {
        expect(read.status).toBe(200);
        expect(read.body.code).toBe(0);
      }
      const busy = replies.filter((r) => r.status === 429);
      expect(busy.length).toBeGreaterThan(0);
      for (const reply of busy) expect(reply.body).toEqual({ code: 429, msg: '请稍后重试' });
      for (const reply of replies.filter((r) => r.status !== 429)) expect(reply.body.code).toBe(1003);
      console.info(`spray: ${busy.length}/60 answered 429; the public reads took ${readMs} ms`);
    });
  });
});
