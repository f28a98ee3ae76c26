/**
 * Helpers for the results tests (test-only; imported by *.test.ts files). `evaluatedProject` is a 询价 project at
 * 评标完成 through the real 在线评标 (kits/evaluation.ts: 3 bids of 100,000 / 120,000 / 150,000, all passing, so
 * the report recommends all three in that order), with enabled 结果公示 and 中标公告 templates of its way.
 */
import { type AnnouncementDetail, announcementApi, ErrorCode } from '@swp/core';
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { announcements, auditLogs, objections, projects, resultLetters } from '../../src/db/schema/index.ts';
import type { TestApp } from '../app.ts';
import type { ApiClient } from '../client.ts';
import { createTestTemplate } from './announcements.ts';
import type { EvalOptions } from './evaluation.ts';
import { evalApi, evaluationTender, everyoneScores, throughPreliminary } from './evaluation.ts';

type Kit = Pick<TestApp, 'app' | 'db' | 'clock'>;
type Reply = { body: { code: number; msg: string } };

export const expectOk = (reply: Reply) => expect(reply.body.code, reply.body.msg).toBe(0);

export const RESULT_HTML =
  '<h2>{{projectName}}结果公示</h2><p>公示期：{{gsTime}}至{{gsEndTime}}</p><p>评标情况：{{bidInfo}}</p>';
export const WIN_HTML =
  '<h2>{{projectName}}中标公告</h2><p>中标人：{{winner}}</p><p>中标金额：{{amount}}元（大写：{{amountCapitals}}）</p>';

export async function evaluatedProject(t: Kit, api: ApiClient, opts: EvalOptions = {}) {
  const e = await evaluationTender(t, api, opts);
  const call = evalApi(api, e.projectId);
  const chair = await throughPreliminary(e, call);
  await everyoneScores(e, call);
  expectOk(await call.submitResult(chair.token));
  const purchaseWay = (opts.purchaseWay ?? 1) as 1 | 2 | 3 | 4;
  const templates = {
    result: await createTestTemplate(t.db, { type: 'result', purchaseWay, html: RESULT_HTML }),
    win: await createTestTemplate(t.db, { type: 'win', purchaseWay, html: WIN_HTML }),
  };
  const staff = e.staffToken;
  const post = <T = unknown>(path: string, body: unknown) => api.post<T>(path, body, { token: staff });

  /** A draft of the type from its template; `fields` are what the form sent (the rest is prefilled). */
  const draft = (type: 'result' | 'win', fields: Record<string, unknown> = {}) =>
    post<AnnouncementDetail>(announcementApi.create.path, {
      projectId: e.projectId,
      type,
      templateId: templates[type].id,
      ...fields,
    });
  const publish = (id: number) => post<AnnouncementDetail>(announcementApi.publish.path, { id });

  /** Drafts and publishes the 结果公示 with the prefilled window; the project reads 公示中. */
  const publicize = async () => {
    const made = await draft('result');
    expectOk(made);
    const published = await publish(made.body.data!.id);
    expectOk(published);
    return published.body.data!;
  };

  /** Moves the clock past the publicity's end. */
  const passPublicity = async () => {
    const [p] = await t.db.select({ end: projects.gsEndTime }).from(projects).where(eq(projects.id, e.projectId));
    t.clock.advance(p!.end!.getTime() + 1000 - t.clock.now().getTime());
  };

  /** Everything a refused publication must leave as it was. */
  const snapshot = async () => ({
    project: await t.db.select().from(projects).where(eq(projects.id, e.projectId)),
    rows: await t.db
      .select()
      .from(announcements)
      .where(eq(announcements.projectId, e.projectId))
      .orderBy(asc(announcements.id)),
    letters: await t.db.select().from(resultLetters).where(eq(resultLetters.projectId, e.projectId)),
    log: await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(e.projectId))),
  });

  const expectRefused = async (draftId: number, msg: string) => {
    const before = await snapshot();
    expect((await publish(draftId)).body).toEqual({ code: ErrorCode.RULE, msg });
    expect(await snapshot()).toEqual(before);
  };

  /** An objection row as filing one leaves it (the objections module is another's; the rule only counts rows). */
  const objectTo = async (supplierId: number, status: 'open' | 'answered' = 'open') => {
    const [row] = await t.db
      .insert(objections)
      .values({ projectId: e.projectId, supplierId, content: '对第一中标候选人的业绩有异议', status })
      .returning({ id: objections.id });
    return row!.id;
  };

  const letters = () =>
    t.db
      .select()
      .from(resultLetters)
      .where(eq(resultLetters.projectId, e.projectId))
      .orderBy(asc(resultLetters.letterNo));

  return { ...e, templates, draft, publish, publicize, passPublicity, snapshot, expectRefused, objectTo, letters };
}
export type EvaluatedProject = Awaited<ReturnType<typeof evaluatedProject>>;
