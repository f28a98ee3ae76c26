import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ConfirmPath,
  Permission,
  projectExtractionApi,
  smsCodeApi,
  specialistApi,
  specialistAuthApi,
  staffAuthApi,
} from '@swp/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { OffsetClock } from '../src/lib/clock.ts';
import { REDACTED } from '../src/lib/logging.ts';
import { testSupportRoutes } from '../src/platform/test-support/test-support.routes.ts';
import { openTestDatabase } from './app.ts';
import { ApiClient } from './client.ts';
import { createExperts, createProject, drawBody, uniqueRegion } from './extraction-factories.ts';
import { createSpecialist, createStaff } from './factories.ts';
import { PRODUCTION_ENV } from './production-env.ts';

/**
 * No secret in any log. A whole flow — staff password and SMS sign-in, a draw that texts an invitation
 * link, the confirmation page opened with ?t=, its code requested and answered, a password change, an expert's
 * initial password by SMS and its change — runs against an app whose log (every level) is captured, in test mode
 * and in production mode with an HTTP SMS gateway. Then no password, code, token or link key of the flow may
 * appear in the log text.
 */

/** An SMS gateway on this machine that keeps what it was sent (production mode's `http` provider posts to it). */
async function startGateway() {
  const received: { mobile: string; content: string }[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.unshift(JSON.parse(body));
      response.end('{}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    messagesTo: async (mobile: string) => received.filter((m) => m.mobile === mobile).map((m) => m.content),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

interface Harness {
  app: FastifyInstance;
  log: string[];
  messagesTo(mobile: string): Promise<string[]>;
  close(): Promise<void>;
}

async function start(mode: 'test' | 'production'): Promise<Harness> {
  const { database, drop } = await openTestDatabase();
  const gateway = mode === 'production' ? await startGateway() : undefined;
  const env = {
    ...(mode === 'production' ? { ...PRODUCTION_ENV, SMS_HTTP_URL: gateway!.url } : { APP_MODE: 'test' }),
    WEB_DIST: '/nonexistent',
    LOG_LEVEL: 'trace',
    AUTH_RATE_LIMIT: '100000',
  };
  const log: string[] = [];
  const app = await buildApp({
    config: loadConfig(env),
    db: database.db,
    clock: new OffsetClock(),
    logger: { stream: { write: (line: string) => void log.push(line) } },
  });
  // Production has no test endpoints; the flow still needs to read captcha answers the way the tests do.
  if (mode === 'production') await app.register(testSupportRoutes);
  await app.ready();
  const api = new ApiClient(app);
  return {
    app,
    log,
    messagesTo: gateway
      ? gateway.messagesTo
      : async (mobile) =>
          (await api.get<{ content: string }[]>(`/api/test/sms?mobile=${mobile}`)).body.data!.map((m) => m.content),
    async close() {
      await app.close();
      await gateway?.close();
      await database.close();
      await drop();
    },
  };
}

/** Runs the flow and returns every secret it handled. */
async function runFlow(h: Harness): Promise<string[]> {
  const api = new ApiClient(h.app);
  const secrets: string[] = [];
  const keep = <T extends string>(value: T) => {
    secrets.push(value);
    return value;
  };
  const okData = <T>(reply: { body: { code: number; msg: string; data?: T } }) => {
    expect(reply.body.code, reply.body.msg).toBe(0);
    return reply.body.data as T;
  };
  const lastCode = async (mobile: string) => keep((await h.messagesTo(mobile))[0]!.match(/\d{6}/)![0]);

  // Staff: password sign-in with the image captcha.
  const staff = await createStaff(h.app.deps.db, { perms: [Permission.project, Permission.specialist] });
  keep(staff.password);
  const signedIn = okData<{ token: string }>(await api.loginStaff(staff.username, staff.password));
  const token = keep(signedIn.token);

  // Staff: SMS sign-in.
  okData(await api.post(smsCodeApi.sendVerCode.path, { mobile: staff.mobile, ...(await api.captcha()) }));
  const code = await lastCode(staff.mobile);
  keep(okData<{ token: string }>(await api.post(staffAuthApi.smLogin.path, { mobile: staff.mobile, code })).token);

  // A draw texts each expert an invitation link; the expert opens the page and answers with an SMS code.
  const region = uniqueRegion();
  const experts = await createExperts(h.app.deps.db, 3, region);
  const project = await createProject(h.app.deps.db);
  okData(await api.post(projectExtractionApi.draw.path, drawBody(project.id, region), { token }));
  const invitation = (await h.messagesTo(experts[0]!.mobile))[0]!;
  const key = keep(invitation.match(/\/specialist-confirm\?t=([A-Za-z0-9_-]+)/)![1]!);
  await h.app.inject({ method: 'GET', url: `/specialist-confirm?t=${key}` });
  okData(await api.post(ConfirmPath.project.getConfirmInfo, { id: key }));
  okData(await api.post(ConfirmPath.project.getCode, { id: key }));
  const confirmCode = await lastCode(experts[0]!.mobile);
  okData(await api.post(ConfirmPath.project.extractConfirm, { strKey: key, confirm: 1, code: confirmCode }));

  // An expert's login: the initial password by SMS, the sign-in with it, the change to their own.
  const expert = await createSpecialist(h.app.deps.db, { withAccount: false });
  const account = `log${Date.now().toString(36)}`;
  okData(await api.post(specialistApi.createAccount.path, { id: expert.id, account }, { token }));
  const initial = keep((await h.messagesTo(expert.mobile))[0]!.match(/初始密码：([A-Za-z0-9]+)/)![1]!);
  const expertLogin = okData<{ token: string }>(
    await api.post(specialistAuthApi.login.path, { account, password: initial }),
  );
  const expertToken = keep(expertLogin.token);
  const expertOwn = keep('ExpertOwn2026x');
  okData(
    await api.post(
      specialistAuthApi.modifyPassword.path,
      { oldpassword: initial, newpassword: expertOwn },
      { token: expertToken },
    ),
  );

  // The staff user changes their password; a wrong one is tried first.
  const wrong = keep('WrongGuess2026');
  const refused = await api.post(
    staffAuthApi.modifyPassword.path,
    { oldpassword: wrong, newpassword: 'Other2026x' },
    { token },
  );
  expect(refused.body.msg).toBe('旧密码不正确');
  const newPassword = keep('StaffNew2026x');
  okData(
    await api.post(
      staffAuthApi.modifyPassword.path,
      { oldpassword: staff.password, newpassword: newPassword },
      { token },
    ),
  );
  return secrets;
}

/** A 6-digit code counts as found only as a number of its own, not inside a timestamp or a duration. */
const appears = (text: string, secret: string) =>
  /^\d{6}$/.test(secret) ? new RegExp(`(?<![\\d.])${secret}(?!\\d)`).test(text) : text.includes(secret);

describe.each(['test', 'production'] as const)('the log of a whole flow in %s mode', (mode) => {
  let h: Harness;
  beforeAll(async () => {
    h = await start(mode);
  });
  afterAll(() => h?.close());

  it('holds no password, code, token or link key', async () => {
    const secrets = await runFlow(h);
    const text = h.log.join('');
    // The log really was written, request by request, with the page's link key blanked out.
    expect(text).toContain('incoming request');
    expect(text).toContain(`/specialist-confirm?t=${REDACTED}`);
    expect(secrets.length).toBe(11);
    for (const secret of secrets) expect(appears(text, secret), `${secret} in the ${mode} log`).toBe(false);
  });
});
