/**
 * The publish tests' shared setup (imported by test files only): a test app on a fixed Monday, a staff token with
 * 项目管理, and helpers that make a tender draft and prove a refusal changed nothing.
 */
import { type AnnouncementDetail, announcementApi, ErrorCode, Permission, type PurchaseWay } from '@swp/core';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { announcements, auditLogs, projects } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../app.ts';
import { ApiClient, type Reply } from '../client.ts';
import { staffTokenWith } from '../factories.ts';
import { createTestProject, createTestTemplate, setNow, tenderTimes } from './announcements.ts';

/** Monday 2030-03-04 10:00 in Beijing: working-day counts are predictable (no holidays configured). */
export const MONDAY = '2030-03-04T02:00:00Z';

export interface PublishKit {
  t: TestApp;
  api: ApiClient;
  /** GET one of the announcement paths with the staff token. */
  get<T = unknown>(path: string): Promise<Reply<T>>;
  post<T = unknown>(path: string, body: unknown): Promise<Reply<T>>;
  snapshot(projectId: number): Promise<unknown>;
  tenderDraft(
    purchaseWay?: PurchaseWay,
    times?: Record<string, string>,
    html?: string,
  ): Promise<{ project: Awaited<ReturnType<typeof createTestProject>>; draft: AnnouncementDetail }>;
  expectRefused(projectId: number, draftId: number, msg: string): Promise<void>;
}

export async function publishKit(): Promise<PublishKit> {
  const t = await buildTestApp();
  setNow(t.clock, MONDAY);
  const api = new ApiClient(t.app);
  const token = await staffTokenWith(t.db, api, [Permission.project]);
  const post = <T>(call: keyof typeof announcementApi, body: unknown) =>
    api.post<T>(announcementApi[call].path, body, { token });

  /** Everything a refused publication must leave as it was. */
  const snapshot = async (projectId: number) => ({
    project: await t.db.select().from(projects).where(eq(projects.id, projectId)),
    rows: await t.db.select().from(announcements).where(eq(announcements.projectId, projectId)),
    log: await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(projectId))),
  });

  /** A project with a tender draft of the given times (the defaults satisfy every rule). */
  const tenderDraft = async (purchaseWay: PurchaseWay = 1, times: Record<string, string> = {}, html?: string) => {
    const project = await createTestProject(t.db, { purchaseWay });
    const template = await createTestTemplate(t.db, { type: 'tender', purchaseWay, html });
    const reply = await post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'tender',
      templateId: template.id,
      ...tenderTimes(t.clock.now()),
      ...times,
    });
    expect(reply.body.code, reply.body.msg).toBe(0);
    return { project, draft: reply.body.data! };
  };

  const expectRefused = async (projectId: number, draftId: number, msg: string) => {
    const before = await snapshot(projectId);
    expect((await post('publish', { id: draftId })).body).toEqual({ code: ErrorCode.RULE, msg });
    expect(await snapshot(projectId)).toEqual(before);
  };

  const get = <T>(path: string) => api.get<T>(path, { token });

  return { t, api, get, post, snapshot, tenderDraft, expectRefused };
}
