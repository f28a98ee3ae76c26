import { ErrorCode, negotiationApi, Permission } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createStaff } from '../../../test/factories.ts';
import { passTime } from '../../../test/kits/enrolments.ts';
import { closePreliminary, negotiationTender, negotiationTrace, roundBody } from '../../../test/kits/negotiation.ts';
import { auditLogs, evaluations, projects } from '../../db/schema/index.ts';
import { issueSession } from '../../platform/auth/session.service.ts';

const { t, api } = useTestAppWithFiles('swp-negotiation-open-');
afterEach(() => t.clock.reset());

const open = (body: unknown, token: string) => api.post(negotiationApi.open.path, body, { token });

/** Refused with `msg` and nothing written: no round, no log line. */
async function expectRefused(projectId: number, body: unknown, token: string, msg: string) {
  const before = await negotiationTrace(t.db, projectId);
  expect((await open(body, token)).body).toEqual({ code: ErrorCode.RULE, msg });
  expect(await negotiationTrace(t.db, projectId)).toEqual(before);
}

describe('POST /api/negotiation/open', () => {
  it('opens round 1, then refuses a second while it runs, and numbers the next one 2 once it closed', async () => {
    const e = await negotiationTender(t, api);
    await closePreliminary(t, e);
    const body = roundBody(t, e.projectId, 2);
    const reply = await open(body, e.staffToken);
    expect(reply.body).toMatchObject({
      code: 0,
      msg: '已发起谈判',
      data: { round: 1, note: body.note, deadline: body.deadline, closed: false, offers: null },
    });
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'negotiation.open'), eq(auditLogs.targetId, String(e.projectId))));
    expect(log).toMatchObject({ actorRole: 'staff', targetType: 'project' });
    expect(log!.detail).toMatchObject({ round: 1, note: body.note });

    const second = await open(roundBody(t, e.projectId, 5), e.staffToken);
    expect(second.body.code).toBe(ErrorCode.RULE);
    expect(second.body.msg).toMatch(/^第1轮谈判尚未截止（.+截止），截止后才能发起下一轮$/);

    passTime(t.clock, new Date(body.deadline), 0); // at the deadline the round is closed
    const next = await open(roundBody(t, e.projectId, 2), e.staffToken);
    expect(next.body).toMatchObject({ code: 0, data: { round: 2 } });
    expect(await negotiationTrace(t.db, e.projectId)).toMatchObject({ rounds: 2 });
  });

  it('only for a 竞争性谈判 project', async () => {
    const e = await negotiationTender(t, api, 1);
    await closePreliminary(t, e);
    await expectRefused(e.projectId, roundBody(t, e.projectId), e.staffToken, '仅竞争性谈判项目可以发起谈判');
  });

  it('not before 初步评审 closed, nor with nobody in the running', async () => {
    const e = await negotiationTender(t, api);
    await expectRefused(e.projectId, roundBody(t, e.projectId), e.staffToken, '初步评审尚未结束，结束后才能发起谈判');
    await closePreliminary(t, e, [0, 1, 2]);
    await expectRefused(e.projectId, roundBody(t, e.projectId), e.staffToken, '没有通过初步评审的投标人，不能发起谈判');
  });

  it('not with a deadline already passed (the server clock decides)', async () => {
    const e = await negotiationTender(t, api);
    await closePreliminary(t, e);
    await expectRefused(e.projectId, roundBody(t, e.projectId, 0), e.staffToken, '最后报价截止时间须晚于当前时间');
    await expectRefused(e.projectId, roundBody(t, e.projectId, -1), e.staffToken, '最后报价截止时间须晚于当前时间');
  });

  it('not while paused, nor after the result was submitted (评标完成), nor for an unknown project', async () => {
    const e = await negotiationTender(t, api);
    await closePreliminary(t, e);
    await t.db.update(projects).set({ paused: true, pauseReason: '收到投诉' }).where(eq(projects.id, e.projectId));
    await expectRefused(
      e.projectId,
      roundBody(t, e.projectId),
      e.staffToken,
      '项目已暂停（暂停原因：收到投诉），不能发起谈判，请先恢复',
    );
    await t.db.update(projects).set({ paused: false }).where(eq(projects.id, e.projectId));
    await t.db.update(evaluations).set({ submittedAt: t.clock.now() }).where(eq(evaluations.projectId, e.projectId));
    await expectRefused(e.projectId, roundBody(t, e.projectId), e.staffToken, '评标结果已提交，不能再发起谈判');
    await t.db.update(projects).set({ status: 'evaluated' }).where(eq(projects.id, e.projectId));
    await expectRefused(
      e.projectId,
      roundBody(t, e.projectId),
      e.staffToken,
      '项目当前状态为「评标完成」，不能发起谈判',
    );
    const unknown = await open(roundBody(t, 987654321), e.staffToken);
    expect(unknown.body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '项目不存在' });
  });

  it('validates the input in Chinese and is staff with 项目管理 or the chair only', async () => {
    const e = await negotiationTender(t, api);
    await closePreliminary(t, e);
    const noNote = await open({ ...roundBody(t, e.projectId), note: '  ' }, e.staffToken);
    expect(noNote.body).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg: '请填写本轮谈判内容' });
    const badTime = await open({ ...roundBody(t, e.projectId), deadline: '明天' }, e.staffToken);
    expect(badTime.body).toMatchObject({ code: ErrorCode.INVALID_INPUT, msg: '请选择最后报价截止时间' });

    const other = await createStaff(t.db, { perms: [Permission.grading] });
    const { token } = await issueSession(t.db, t.clock, 'staff', other.id, '127.0.0.1');
    expect((await open(roundBody(t, e.projectId), token)).status).toBe(403);
    expect((await open(roundBody(t, e.projectId), e.suppliers[0]!.token)).status).toBe(401);
    // A member who is not the chair (none is elected here) is told so (the chair's own round: negotiation-step.test).
    expect((await open(roundBody(t, e.projectId), e.members[0]!.token)).body).toEqual({
      code: ErrorCode.RULE,
      msg: '仅评标委员会组长可以操作',
    });
    expect((await api.post(negotiationApi.open.path, roundBody(t, e.projectId))).status).toBe(401);
    expect(await negotiationTrace(t.db, e.projectId)).toMatchObject({ rounds: 0 });
  });
});
