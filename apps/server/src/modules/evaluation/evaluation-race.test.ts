import { evaluationReportApi } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import {
  evalApi,
  evaluationTender,
  evaluationTrace,
  everyoneScores,
  passAll,
  throughPreliminary,
} from '../../../test/kits/evaluation.ts';
import { auditLogs, evaluationSheets } from '../../db/schema/index.ts';

/**
 * Clicks that arrive together (real parallel requests; on PostgreSQL each in its own connection): one chair, one
 * report, one sheet row.
 */
const { t, api } = useTestAppWithFiles('swp-eval-race-');

const logLines = async (projectId: number, action: string) =>
  (
    await t.db
      .select({ id: auditLogs.id })
      .from(auditLogs)
      .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, String(projectId))))
  ).length;

describe('在线评标 under parallel clicks', () => {
  it('three votes at once for one candidate elect one chair; the vote after it is refused', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    const candidate = e.members[2]!;
    const replies = await Promise.all(e.members.map((m) => call.vote(m.token, candidate.id)));
    const msgs = replies.map((r) => r.body.msg).sort();
    expect(msgs).toEqual(['投票成功', '投票成功，评标委员会组长已产生', '评标委员会组长已产生'].sort());
    const trace = await evaluationTrace(t.db, e.projectId);
    expect(trace.evaluation).toMatchObject({ chairSpecialistId: candidate.id, chairChosenBy: 'election' });
    expect(trace.votes).toBe(2);
    expect(await logLines(e.projectId, 'evaluation.chairElected')).toBe(1);
  });

  it('votes at once for two candidates and a staff naming: exactly one chair', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    const [a, b, c] = e.members;
    await Promise.all([
      call.vote(a!.token, b!.id),
      call.vote(b!.token, c!.id),
      call.vote(c!.token, b!.id),
      api.post(
        evaluationReportApi.nameChair.path,
        { projectId: e.projectId, specialistId: a!.id },
        { token: e.staffToken },
      ),
    ]);
    const trace = await evaluationTrace(t.db, e.projectId);
    expect(trace.evaluation!.chairSpecialistId).not.toBeNull();
    const named = await logLines(e.projectId, 'evaluation.nameChair');
    const elected = await logLines(e.projectId, 'evaluation.chairElected');
    expect(named + elected).toBe(1);
  });

  it('two clicks of 提交评标结果 at once make one report and one move to 评标完成', async () => {
    const e = await evaluationTender(t, api, { purchaseWay: 3 });
    const call = evalApi(api, e.projectId);
    const chair = await throughPreliminary(e, call);
    await everyoneScores(e, call);
    const replies = await Promise.all([call.submitResult(chair.token), call.submitResult(chair.token)]);
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, 1001]);
    expect(replies.find((r) => r.body.code !== 0)!.body.msg).toBe('项目当前状态为「评标完成」，不能提交评标结果');
    expect(await logLines(e.projectId, 'project.finishEvaluation')).toBe(1);
    const trace = await evaluationTrace(t.db, e.projectId);
    expect(trace.status).toBe('evaluated');
    expect(trace.evaluation!.reportNo).toBe(replies.find((r) => r.body.code === 0)!.body.data!.reportNo);
  });

  it('two tabs saving and a first visit at once keep one evaluation row and one sheet row', async () => {
    const e = await evaluationTender(t, api);
    const call = evalApi(api, e.projectId);
    const member = e.members[0]!;
    const replies = await Promise.all([
      call.workspace(member.token),
      call.workspace(e.members[1]!.token),
      call.save(member.token, 'preliminary', passAll(e).slice(0, 2)),
      call.save(member.token, 'preliminary', passAll(e).slice(0, 4)),
    ]);
    expect(replies.map((r) => r.body.code)).toEqual([0, 0, 0, 0]);
    const rows = await t.db
      .select()
      .from(evaluationSheets)
      .where(and(eq(evaluationSheets.projectId, e.projectId), eq(evaluationSheets.specialistId, member.id)));
    expect(rows).toHaveLength(1);
    expect([2, 4]).toContain((rows[0]!.entries as unknown[]).length);
  });
});
