import { ErrorCode, type Objection, objectionApi, Permission } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createStaff } from '../../../test/factories.ts';
import { projectStaff } from '../../../test/kits/enrolments.ts';
import { objectionTrace, publicityTender } from '../../../test/kits/objections.ts';
import { smsTo } from '../../../test/kits/supplier-manage.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { issueSession } from '../../platform/auth/session.service.ts';

const { t, api } = useTestAppWithFiles('swp-objection-answer-');
afterEach(() => t.clock.reset());

const answer = (body: object, token?: string) => api.post<Objection>(objectionApi.answer.path, body, { token });

/** A project in 公示中 with one open objection of its first bidder. */
async function openObjection() {
  const e = await publicityTender(t);
  const company = e.bidders[0]!;
  const filed = await api.post<{ id: number }>(
    objectionApi.file.path,
    { projectId: e.projectId, content: '第一中标候选人业绩不实' },
    { token: company.token },
  );
  expect(filed.body.code, filed.body.msg).toBe(0);
  return { ...e, company, id: filed.body.data!.id };
}

const answersLogged = (projectId: number) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, 'objection.answer'), eq(auditLogs.targetId, String(projectId))));

describe('POST /api/objection/answer', () => {
  it('answers an open objection, logs it on the project and tells the company by SMS', async () => {
    const e = await openObjection();
    const asked = t.clock.now().getTime();
    const reply = await answer({ id: e.id, answer: ' 经核查，业绩真实有效。 ' }, e.staff.token);
    expect(reply.body).toMatchObject({
      code: 0,
      msg: '已答复，已短信通知供应商',
      data: {
        id: e.id,
        status: 'answered',
        answer: '经核查，业绩真实有效。',
        answeredByName: e.staff.name,
        answeredAt: expect.any(String),
        companyName: e.company.companyName,
      },
    });
    // The server's clock, at the answer.
    expect(Date.parse(reply.body.data!.answeredAt!)).toBeGreaterThanOrEqual(asked);
    // The link's address is the one the request came from (no PUBLIC_BASE_URL in tests).
    expect((await smsTo(api, e.company.mobile)).map((m) => m.replace(/https?:\/\/[^/\s]+/, '<origin>'))).toEqual([
      `【水务集团电子采购】${e.company.companyName}：您对项目“${e.project.projectName}”提出的异议已答复，请在“我的项目”查看答复内容：<origin>/vender/layout/project`,
    ]);
    const logs = await answersLogged(e.projectId);
    expect(logs.map((l) => [l.targetType, l.actorRole, l.actorId, l.detail])).toEqual([
      ['project', 'staff', String(e.staff.id), { objectionId: e.id, supplierId: e.company.id }],
    ]);
    // The company reads the answer in 我的项目.
    const own = await api.call(objectionApi.mine, { projectId: e.projectId }, { token: e.company.token });
    expect(own.body.data!.list[0]).toMatchObject({ status: 'answered', answer: '经核查，业绩真实有效。' });
  });

  it('refuses an answered or unknown objection and an empty answer, changing nothing', async () => {
    const e = await openObjection();
    expect((await answer({ id: e.id, answer: '第一次答复' }, e.staff.token)).body.code).toBe(0);
    const before = await objectionTrace(t.db, e.projectId);
    const other = await projectStaff(t);
    expect((await answer({ id: e.id, answer: '第二次答复' }, other.token)).body).toEqual({
      code: ErrorCode.RULE,
      msg: '该异议已答复',
    });
    expect((await answer({ id: 987654321, answer: '答复' }, e.staff.token)).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '异议不存在',
    });
    expect((await answer({ id: e.id, answer: '  ' }, e.staff.token)).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '请填写答复内容',
    });
    expect((await answer({ id: e.id, answer: '答'.repeat(2001) }, e.staff.token)).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '答复内容不能超过2000个字',
    });
    expect(await objectionTrace(t.db, e.projectId)).toEqual(before);
    expect(before.objections[0]).toMatchObject({ answer: '第一次答复', answeredBy: e.staff.id });
  });

  it('keeps the answer when the SMS cannot be sent, and tells staff to inform the company', async () => {
    const e = await openObjection();
    const sms = t.app.deps.sms;
    const send = sms.send;
    sms.send = async () => {
      throw new Error('gateway down');
    };
    try {
      expect((await answer({ id: e.id, answer: '已核查' }, e.staff.token)).body).toMatchObject({
        code: 0,
        msg: '已答复，但短信通知发送失败，请电话告知供应商',
        data: { status: 'answered' },
      });
    } finally {
      sms.send = send;
    }
    const { objections } = await objectionTrace(t.db, e.projectId);
    expect(objections[0]).toMatchObject({ status: 'answered', answer: '已核查' });
    expect(await answersLogged(e.projectId)).toHaveLength(1);
  });

  it('of parallel answers exactly one is kept (one log line, one SMS)', async () => {
    const e = await openObjection();
    const staff = [e.staff, ...(await Promise.all([1, 2, 3, 4].map(() => projectStaff(t))))];
    const replies = await Promise.all(staff.map((s, i) => answer({ id: e.id, answer: `答复${i}` }, s.token)));
    const kept = replies.filter((r) => r.body.code === 0);
    expect(kept).toHaveLength(1);
    for (const r of replies.filter((r) => r.body.code !== 0)) {
      expect(r.body).toEqual({ code: ErrorCode.RULE, msg: '该异议已答复' });
    }
    const { objections } = await objectionTrace(t.db, e.projectId);
    expect(objections[0]!.answer).toBe(kept[0]!.body.data!.answer);
    expect(await answersLogged(e.projectId)).toHaveLength(1);
    expect(await smsTo(api, e.company.mobile)).toHaveLength(1);
  });

  it('is for staff of 项目管理 only', async () => {
    const e = await openObjection();
    const other = await createStaff(t.db, { perms: [Permission.suppler] });
    const { token } = await issueSession(t.db, t.clock, 'staff', other.id, '127.0.0.1');
    const before = await objectionTrace(t.db, e.projectId);
    expect((await answer({ id: e.id, answer: '答复' })).status).toBe(401);
    expect((await answer({ id: e.id, answer: '答复' }, e.company.token)).status).toBe(401);
    expect((await answer({ id: e.id, answer: '答复' }, token)).status).toBe(403);
    expect(await objectionTrace(t.db, e.projectId)).toEqual(before);
  });
});
