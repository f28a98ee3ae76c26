import { type Page, type SpecialistDetail, type SpecialistListItem, specialistApi, specialtyApi } from '@swp/core';
import { expect } from 'vitest';
import { specialists } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../app.ts';
import { ApiClient } from '../client.ts';
import { uniqueMobile } from '../factories.ts';
import { poolCounts, specialistManagerToken, withDemoExperts } from './specialists.ts';

/** A test app signed in as a 专家管理 user, with the calls the expert pool tests repeat (test-only). */
export class PoolTestApi {
  private constructor(
    readonly t: TestApp,
    readonly api: ApiClient,
    readonly token: string,
  ) {}

  static async start(): Promise<PoolTestApi> {
    const t = await buildTestApp();
    await withDemoExperts(t);
    const api = new ApiClient(t.app);
    return new PoolTestApi(t, api, await specialistManagerToken(t.db, api));
  }

  close = () => this.t.close();

  /** The fields an expert form sends, with a fresh mobile. */
  static expert(overrides: Record<string, unknown> = {}) {
    return {
      name: '赵工',
      mobile: uniqueMobile(),
      title: '高级工程师',
      employer: '杭州市水务集团有限公司',
      region: '杭州市',
      ...overrides,
    };
  }

  async specialty(name: string, parentId?: number): Promise<number> {
    const reply = await this.api.post<{ id: number }>(
      specialtyApi.create.path,
      { name, parentId },
      { token: this.token },
    );
    expect(reply.body.code, reply.body.msg).toBe(0);
    return reply.body.data!.id;
  }

  async create(body: Record<string, unknown>): Promise<number> {
    const reply = await this.api.post<{ id: number }>(specialistApi.create.path, body, { token: this.token });
    expect(reply.body.code, reply.body.msg).toBe(0);
    return reply.body.data!.id;
  }

  async detail(id: number, token = this.token): Promise<SpecialistDetail> {
    const reply = await this.api.get<SpecialistDetail>(specialistApi.detail.path, { token, query: { id } });
    expect(reply.body.code, reply.body.msg).toBe(0);
    return reply.body.data!;
  }

  async list(body: Record<string, unknown>): Promise<Page<SpecialistListItem>> {
    const reply = await this.api.get<Page<SpecialistListItem>>(specialistApi.list.path, {
      token: this.token,
      query: body,
    });
    expect(reply.body.code, reply.body.msg).toBe(0);
    return reply.body.data!;
  }

  /** A read (GET) with its filters in the query string. */
  read(path: string, query: object) {
    return this.api.get(path, { token: this.token, query });
  }

  post(path: string, body: unknown) {
    return this.api.post(path, body, { token: this.token });
  }

  /** Expects exactly this refusal, and that no row of the pool (nor the audit log) changed. */
  async expectRefused(path: string, body: unknown, code: number, msg: string): Promise<void> {
    const before = await poolCounts(this.t.db);
    const rows = await this.t.db.select().from(specialists);
    const reply = await this.post(path, body);
    expect(reply.body).toEqual({ code, msg });
    expect(await poolCounts(this.t.db)).toEqual(before);
    expect(await this.t.db.select().from(specialists)).toEqual(rows);
  }
}
