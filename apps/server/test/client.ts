import { AuthPath, type Envelope } from '@swp/core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

const XSRF = 'test-xsrf-token';

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/** Talks to the app as the browser does: the XSRF double-submit on every write, the `token` header when given. */
export class ApiClient {
  private captchaSeq = 0;
  constructor(
    readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  async post<T = unknown>(url: string, body?: unknown, opts: { token?: string; xsrf?: boolean } = {}) {
    const response = await this.app.inject({
      method: 'POST',
      url,
      remoteAddress: this.ip,
      headers: {
        ...(opts.xsrf === false ? {} : { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF }),
        ...(opts.token ? { token: opts.token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
  }

  async get<T = unknown>(url: string, opts: { token?: string } = {}): Promise<Reply<T>> {
    const response = await this.app.inject({
      method: 'GET',
      url,
      remoteAddress: this.ip,
      headers: opts.token ? { token: opts.token } : {},
    });
    return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
  }

  /** Fetches a captcha image as the login page does and reads its answer from the test endpoint. */
  async captcha(): Promise<{ uuId: string; verCode: string }> {
    const uuId = `${Date.now()}${this.captchaSeq++}`;
    const image = await this.app.inject({
      method: 'GET',
      url: `${AuthPath.captcha}?uuid=${uuId}`,
      remoteAddress: this.ip,
    });
    expect(image.statusCode).toBe(200);
    const answer = await this.get<{ answer: string }>(`/api/test/captcha?uuid=${uuId}`);
    return { uuId, verCode: answer.body.data!.answer };
  }

  async loginStaff(account: string, password: string) {
    return this.post<{ token: string; csflg?: boolean }>(AuthPath.staff.login, {
      account,
      password,
      ...(await this.captcha()),
    });
  }

  async staffToken(account = 'admin', password = 'Admin@2026'): Promise<string> {
    const reply = await this.loginStaff(account, password);
    expect(reply.body.code, reply.body.msg).toBe(0);
    return reply.body.data!.token;
  }

  /** Requests an SMS code for the mobile (with a fresh captcha) and returns it as read from the outbox. */
  async smsCode(mobile: string): Promise<string> {
    const reply = await this.post(AuthPath.sendVerCode, { mobile, ...(await this.captcha()) });
    expect(reply.body, reply.body.msg).toMatchObject({ code: 0, msg: '发送成功' });
    return this.lastSmsCode(mobile);
  }

  async lastSmsCode(mobile: string): Promise<string> {
    const outbox = await this.get<{ content: string }[]>(`/api/test/sms?mobile=${mobile}`);
    const code = outbox.body.data?.[0]?.content.match(/\d{6}/)?.[0];
    expect(code).toBeDefined();
    return code!;
  }
}
