import {
  captchaApi,
  type Envelope,
  type SendVerCodePurpose,
  smsCodeApi,
  staffAuthApi,
  testSupportApi,
} from '@swp/core';
import type {
  FileEndpoint,
  InputOf,
  JsonEndpoint,
  OutputOf,
  UploadEndpoint,
  UploadQueryOf,
} from '@swp/core/contract/endpoint';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { multipartBody } from './multipart.ts';

const XSRF = 'test-xsrf-token';

/** A query as the browser's withQuery sends it: undefined and null left out, the rest as text. */
const queryOf = (query: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );

export interface Reply<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Record<string, unknown>;
}

/**
 * Talks to the app as the browser does: its XSRF cookie on every request (the captcha answers are kept per
 * browser, keyed by it), the double-submit header on every write, the `token` header when given. Two clients are
 * two browsers unless given the same `xsrf`.
 */
export class ApiClient {
  private captchaSeq = 0;
  constructor(
    readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
    readonly xsrf = XSRF,
  ) {}

  private get cookie() {
    return { cookie: `XSRF-TOKEN=${this.xsrf}` };
  }

  async post<T = unknown>(url: string, body?: unknown, opts: { token?: string; xsrf?: boolean } = {}) {
    const response = await this.app.inject({
      method: 'POST',
      url,
      remoteAddress: this.ip,
      headers: {
        ...(opts.xsrf === false ? {} : { ...this.cookie, 'x-xsrf-token': this.xsrf }),
        ...(opts.token ? { token: opts.token } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
  }

  /** A read: `query` (what the browser's withQuery sends) is appended as the query string, undefined left out. */
  async get<T = unknown>(url: string, opts: { token?: string; query?: object } = {}): Promise<Reply<T>> {
    const search = new URLSearchParams(queryOf(opts.query ?? {}));
    const response = await this.app.inject({
      method: 'GET',
      url: search.size > 0 ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url,
      remoteAddress: this.ip,
      headers: opts.token ? { ...this.cookie, token: opts.token } : this.cookie,
    });
    return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
  }

  /**
   * Calls a contract endpoint as the web does (apps/web/src/app/api.ts): a GET's input as the query string, a
   * POST's as the JSON body; `data` typed from the declared output. For a file endpoint use `callFile`.
   */
  async call<E extends JsonEndpoint>(
    endpoint: E,
    input: InputOf<E>,
    opts: { token?: string; xsrf?: boolean } = {},
  ): Promise<Reply<OutputOf<E>>> {
    if (endpoint.method === 'GET')
      return this.get<OutputOf<E>>(endpoint.path, { token: opts.token, query: input ?? {} });
    return this.post<OutputOf<E>>(endpoint.path, input ?? {}, opts);
  }

  /** A file endpoint's raw answer: the bytes when it succeeds, the refusal envelope as JSON otherwise. */
  async callFile<E extends FileEndpoint>(endpoint: E, input: InputOf<E>, opts: { token?: string } = {}) {
    return this.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      query: queryOf(input ?? {}),
      remoteAddress: this.ip,
      headers: {
        ...this.cookie,
        ...(endpoint.method === 'GET' ? {} : { 'x-xsrf-token': this.xsrf }),
        ...(opts.token ? { token: opts.token } : {}),
      },
    });
  }

  /**
   * A file upload as the browser sends it: the text `fields` first, in the order given (the bid upload refuses a
   * file part before them), then the file under the declared part name; the declared query in the URL.
   */
  async upload<E extends UploadEndpoint>(
    endpoint: E,
    file: { name: string; bytes: Buffer; mimeType?: string },
    opts: { token?: string; fields?: Record<string, string>; query?: UploadQueryOf<E> } = {},
  ): Promise<Reply<OutputOf<E>>> {
    const part = endpoint.multipart.file.name;
    const { payload, contentType } = multipartBody(file.name, file.bytes, opts.fields, part, file.mimeType);
    const response = await this.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      query: queryOf(opts.query ?? {}),
      remoteAddress: this.ip,
      headers: {
        ...this.cookie,
        'x-xsrf-token': this.xsrf,
        'content-type': contentType,
        ...(opts.token ? { token: opts.token } : {}),
      },
      payload,
    });
    return { status: response.statusCode, body: response.json() as Envelope<OutputOf<E>>, headers: response.headers };
  }

  /** Fetches a captcha image as the login page does and reads its answer (for this browser) from the test endpoint. */
  async captcha(uuId = `${Date.now()}${this.captchaSeq++}`): Promise<{ uuId: string; verCode: string }> {
    const image = await this.app.inject({
      method: 'GET',
      url: `${captchaApi.captcha.path}?uuid=${uuId}`,
      remoteAddress: this.ip,
      headers: this.cookie,
    });
    expect(image.statusCode).toBe(200);
    const answer = await this.get<{ answer: string }>(testSupportApi.captcha.path, { query: { uuid: uuId } });
    return { uuId, verCode: answer.body.data!.answer };
  }

  async loginStaff(account: string, password: string) {
    return this.call(staffAuthApi.login, { account, password, ...(await this.captcha()) });
  }

  async staffToken(account = 'admin', password = 'Admin@2026'): Promise<string> {
    const reply = await this.loginStaff(account, password);
    expect(reply.body.code, reply.body.msg).toBe(0);
    return reply.body.data!.token;
  }

  /** The seeded 采购专员 (caigou, seed/demo.ts): 项目管理 and 专家管理. */
  buyerToken(): Promise<string> {
    return this.staffToken('caigou', 'Caigou@2026');
  }

  /**
   * Requests a sign-in SMS code for the mobile (with a fresh captcha) and returns it as read from the outbox;
   * staff sign-in unless another purpose is given.
   */
  async smsCode(mobile: string, purpose?: SendVerCodePurpose): Promise<string> {
    const body = { mobile, ...(await this.captcha()), ...(purpose ? { purpose } : {}) };
    const reply = await this.call(smsCodeApi.sendVerCode, body);
    expect(reply.body, reply.body.msg).toMatchObject({ code: 0, msg: '发送成功' });
    return this.lastSmsCode(mobile);
  }

  async lastSmsCode(mobile: string): Promise<string> {
    const outbox = await this.get<{ content: string }[]>(testSupportApi.sms.path, { query: { mobile } });
    const code = outbox.body.data?.[0]?.content.match(/\d{6}/)?.[0];
    expect(code).toBeDefined();
    return code!;
  }
}
