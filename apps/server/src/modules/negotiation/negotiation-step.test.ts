/**
 * 竞争性谈判 as a step: the phase answers carry the rounds and the recorded reason; the chair opens a
 * round or records why none is held; the result is refused without either; the report names the round its ranking
 * used, or the reason.
 */
import {
  ErrorCode,
  type EvalProgress,
  type EvalReport,
  evaluationApi,
  evaluationReportApi,
  NEGOTIATION_REQUIRED,
  type NegotiationState,
  negotiationApi,
  rankBasisText,
} from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { passTime } from '../../../test/kits/enrolments.ts';
import { evalApi, evaluationTender, everyoneScores, throughPreliminary } from '../../../test/kits/evaluation.ts';
import { negotiationTrace, roundBody } from '../../../test/kits/negotiation.ts';
import { readPdf } from '../../../test/kits/pdf.ts';
import { auditLogs, evaluations, projects } from '../../db/schema/index.ts';

const { t, api } = useTestAppWithFiles('swp-negotiation-step-');
afterEach(() => t.clock.reset());

const rule = (msg: string) => ({ code: ErrorCode.RULE, msg });
const REASON = '三家报价均明显低于预算且技术响应一致，评标委员会决定不进行谈判';

/** A 竞争性谈判 tender through 初步评审 (all pass) and 详细评审, the chair elected: ready but for the negotiation. */
async function scored(offers: [string, string, string] = ['100000.00', '120000.00', '150000.00']) {
  const e = await evaluationTender(t, api, { purchaseWay: 2, offers });
  const call = evalApi(api, e.projectId);
  const chair = await throughPreliminary(e, call);
  await everyoneScores(e, call);
  const member = e.members.find((m) => m.id !== chair.id)!;
  return { e, call, chair, member };
}

const waive = (projectId: number, reason: string, token: string) =>
  api.post<NegotiationState>(negotiationApi.waive.path, { projectId, reason }, { token });

/** The step 在线评标's list shows for a project: the same as the phase bar. */
const stageInList = async (token: string, projectId: number) =>
  (
    await api.get<{ list: { projectId: number; stage: string | null }[] }>(evaluationApi.mine.path, {
      token,
      query: { page: 1, pageSize: 10 },
    })
  ).body.data!.list.find((r) => r.projectId === projectId)?.stage;

async function resultState(projectId: number) {
  const [project] = await t.db.select().from(projects).where(eq(projects.id, projectId));
  const [evaluation] = await t.db.select().from(evaluations).where(eq(evaluations.projectId, projectId));
  return { status: project!.status, report: evaluation!.report, waiver: evaluation!.negotiationWaiver };
}

describe('竞争性谈判 as a step', () => {
  it('shows the step in the workspace and the staff progress; only a 竞争性谈判 project has it', async () => {
    const { e, call, chair } = await scored();
    expect((await call.workspace(chair.token)).body.data!.negotiation).toEqual({ rounds: [], waiver: null });
    const progress = await api.get<EvalProgress>(evaluationReportApi.progress.path, {
      token: e.staffToken,
      query: { projectId: e.projectId },
    });
    expect(progress.body.data!.negotiation).toEqual({ rounds: [], waiver: null });

    // 在线评标's list says the same step as the phase bar.
    expect(await stageInList(chair.token, e.projectId)).toBe('negotiation');

    const tender = await evaluationTender(t, api, { purchaseWay: 3 });
    const tenderCall = evalApi(api, tender.projectId);
    expect((await tenderCall.workspace(tender.members[0]!.token)).body.data!.negotiation).toBeNull();
    expect(await stageInList(tender.members[0]!.token, tender.projectId)).toBe('preliminary');
  });

  it('refuses the result without a closed round or a recorded reason, and writes nothing', async () => {
    const { e, call, chair } = await scored();
    const before = await resultState(e.projectId);
    expect((await call.submitResult(chair.token)).body).toEqual(rule(NEGOTIATION_REQUIRED));
    expect(await resultState(e.projectId)).toEqual(before);
    expect(before).toMatchObject({ status: 'evaluating', report: null, waiver: null });
  });

  it('the chair opens a round, bidders quote, and once it closed the report names the round it ranked by', async () => {
    const { e, call, chair, member } = await scored();
    const body = roundBody(t, e.projectId, 2);
    expect((await api.post(negotiationApi.open.path, body, { token: member.token })).body).toEqual(
      rule('仅评标委员会组长可以操作'),
    );
    expect((await api.post(negotiationApi.open.path, body, { token: e.stranger.token })).body).toEqual(
      rule('您不是该项目的评标委员会成员'),
    );
    expect(await negotiationTrace(t.db, e.projectId)).toMatchObject({ rounds: 0 });
    expect((await api.post(negotiationApi.open.path, body, { token: chair.token })).body).toMatchObject({
      code: 0,
      data: { round: 1 },
    });
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'negotiation.open'), eq(auditLogs.targetId, String(e.projectId))));
    expect(log).toMatchObject({ actorRole: 'specialist', actorId: String(chair.id) });

    const [a, b] = e.suppliers;
    for (const [company, offer] of [
      [a!, '95000.00'],
      [b!, '88000.00'],
    ] as const) {
      expect(
        (await api.post(negotiationApi.offer.path, { projectId: e.projectId, offer }, { token: company.token })).body,
      ).toMatchObject({ code: 0 });
    }
    expect((await call.workspace(chair.token)).body.data!.negotiation!.rounds).toEqual([
      { round: 1, deadline: body.deadline, closed: false },
    ]);
    // While the round runs the result waits; a reason can no longer be recorded once a round was opened.
    expect((await call.submitResult(chair.token)).body).toEqual(rule('竞争性谈判第1轮尚未截止，不能提交评标结果'));
    expect((await waive(e.projectId, REASON, chair.token)).body).toEqual(
      rule('已发起第1轮谈判，不能再记录不进行谈判的理由'),
    );

    passTime(t.clock, new Date(body.deadline), 0);
    const report = (await call.submitResult(chair.token)).body.data!;
    expect(report.negotiation).toEqual({ round: 1, reason: null });
    expect(await stageInList(chair.token, e.projectId)).toBe('finished');
    expect(rankBasisText(report)).toMatch(/^按第1轮最后报价排序/);
    expect(report.rows.map((r) => [r.rank, r.offer])).toEqual([
      [1, '88000.00'],
      [2, '95000.00'],
      [3, '150000.00'],
    ]);
    const [finish] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'project.finishEvaluation'), eq(auditLogs.targetId, String(e.projectId))));
    expect(finish!.detail).toMatchObject({ basis: rankBasisText(report) });

    const pdf = await t.app.inject({
      method: 'GET',
      url: `${evaluationReportApi.reportPdf.path}?projectId=${e.projectId}`,
      headers: { token: e.staffToken },
    });
    const { text } = await readPdf(pdf.rawPayload);
    expect(text.replace(/\s/g, '')).toContain('按第1轮最后报价排序');
  });

  it('the chair records why no round is held: refused for others and when empty, then shown in the report and the log', async () => {
    const { e, call, chair, member } = await scored();
    expect((await waive(e.projectId, REASON, member.token)).body).toEqual(rule('仅评标委员会组长可以操作'));
    expect((await waive(e.projectId, '   ', chair.token)).body).toMatchObject({
      code: ErrorCode.INVALID_INPUT,
      msg: '请填写不进行谈判的理由',
    });
    expect((await waive(e.projectId, REASON, e.stranger.token)).body).toEqual(rule('您不是该项目的评标委员会成员'));
    expect((await resultState(e.projectId)).waiver).toBeNull();

    const recorded = await waive(e.projectId, REASON, chair.token);
    expect(recorded.body).toMatchObject({
      code: 0,
      msg: '已记录不进行谈判的理由',
      data: { rounds: [], waiver: { reason: REASON, recordedBy: chair.name } },
    });
    expect((await waive(e.projectId, '另一个理由', chair.token)).body).toEqual(rule('已记录不进行谈判的理由'));
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'negotiation.waive'), eq(auditLogs.targetId, String(e.projectId))));
    expect(log).toMatchObject({ actorRole: 'specialist', actorId: String(chair.id), detail: { reason: REASON } });

    const report = (await call.submitResult(chair.token)).body.data!;
    expect(report.negotiation).toEqual({ round: null, reason: REASON });
    expect(rankBasisText(report)).toBe(`未进行竞争性谈判（理由：${REASON}），按开标报价排序`);
    const staffReport = await api.get<EvalReport>(evaluationReportApi.report.path, {
      token: e.staffToken,
      query: { projectId: e.projectId },
    });
    expect(staffReport.body.data!.negotiation).toEqual({ round: null, reason: REASON });
  });

  it('no reason before 初步评审 closed, nor for another method', async () => {
    const e = await evaluationTender(t, api, { purchaseWay: 2 });
    const call = evalApi(api, e.projectId);
    await call.workspace(e.members[0]!.token);
    await t.db
      .update(evaluations)
      .set({ chairSpecialistId: e.members[0]!.id, chairChosenBy: 'staff' })
      .where(eq(evaluations.projectId, e.projectId));
    expect((await waive(e.projectId, REASON, e.members[0]!.token)).body).toEqual(
      rule('初步评审尚未结束，结束后才能决定是否进行谈判'),
    );
    const tender = await evaluationTender(t, api, { purchaseWay: 3 });
    expect((await waive(tender.projectId, REASON, tender.members[0]!.token)).body).toEqual(
      rule('仅竞争性谈判项目需要记录不进行谈判的理由'),
    );
  });
});
