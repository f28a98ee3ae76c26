import { ErrorCode, enrolApi, formatDateTimeCn } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { createSpecialist } from '../../../test/factories.ts';
import { blacklistDirectly, dayFrom, warmPool } from '../../../test/kits/blacklist.ts';
import {
  type BidderCompany,
  bidderCompany,
  enrolDirectly,
  enrolmentCounts,
  passTime,
  projectStaff,
  tenderProject,
} from '../../../test/kits/enrolments.ts';
import { auditLogs, enrolments } from '../../db/schema/index.ts';
import { DAY, HOUR } from '../../lib/clock.ts';
import { issueSession } from '../../platform/auth/session.service.ts';

const { t, api } = useTestApp();
const IP = '203.0.113.45';
let client: ApiClient;
beforeAll(() => {
  client = new ApiClient(t.app, IP);
});

const apply = (company: Pick<BidderCompany, 'token'>, body: object) =>
  client.post<{ id: number }>(enrolApi.apply.path, body, { token: company.token });

const rowsOf = (projectId: number) => t.db.select().from(enrolments).where(eq(enrolments.projectId, projectId));

/** A refusal: the message, and nothing written (no enrolment, no audit line). */
async function expectRefused(company: Pick<BidderCompany, 'token'>, body: object, code: number, msg: string) {
  const before = await enrolmentCounts(t.db);
  expect((await apply(company, body)).body).toEqual({ code, msg });
  expect(await enrolmentCounts(t.db)).toEqual(before);
}

describe('POST /api/enroll/apply', () => {
  it('enrols an approved company while enrolment is open: pending, audited with the IP', async () => {
    const project = await tenderProject(t);
    const company = await bidderCompany(t);
    const reply = await apply(company, { projectId: project.id });
    expect(reply.body).toEqual({
      code: 0,
      msg: '报名成功，请等待资格审查',
      data: { id: expect.any(Number), status: 'pending' },
    });
    const [row] = await rowsOf(project.id);
    expect(row).toMatchObject({ id: reply.body.data!.id, supplierId: company.id, sectionId: null, status: 'pending' });
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'enrolment.apply'), eq(auditLogs.targetId, String(row!.id))));
    expect(log).toMatchObject({ ip: IP, actorRole: 'vender', actorId: String(company.id), targetType: 'enrolment' });
    expect(log!.detail).toMatchObject({ projectId: project.id, companyName: company.companyName, sectionId: null });
  });

  it('enrols once per project: the second is refused', async () => {
    const project = await tenderProject(t);
    const company = await bidderCompany(t);
    expect((await apply(company, { projectId: project.id })).body.code).toBe(0);
    await expectRefused(company, { projectId: project.id }, ErrorCode.RULE, '您已报名该项目');
    expect(await rowsOf(project.id)).toHaveLength(1);
  });

  it('enrols once per section, on each section of its choice, and only on the project’s sections', async () => {
    const project = await tenderProject(t, { sections: ['第一标段', '第二标段'] });
    const other = await tenderProject(t, { sections: ['他项目标段'] });
    const [first, second] = project.sections;
    const company = await bidderCompany(t);
    await expectRefused(company, { projectId: project.id }, ErrorCode.INVALID_INPUT, '请选择报名的标段');
    await expectRefused(
      company,
      { projectId: project.id, sectionId: other.sections[0]!.id },
      ErrorCode.INVALID_INPUT,
      '所选标段不属于该项目',
    );
    expect((await apply(company, { projectId: project.id, sectionId: first!.id })).body.code).toBe(0);
    await expectRefused(company, { projectId: project.id, sectionId: first!.id }, ErrorCode.RULE, '您已报名该标段');
    expect((await apply(company, { projectId: project.id, sectionId: second!.id })).body.code).toBe(0);
    expect((await rowsOf(project.id)).map((r) => r.sectionId).sort()).toEqual([first!.id, second!.id].sort());
  });

  it('refuses a section on a project without sections', async () => {
    const project = await tenderProject(t);
    const other = await tenderProject(t, { sections: ['第一标段'] });
    await expectRefused(
      await bidderCompany(t),
      { projectId: project.id, sectionId: other.sections[0]!.id },
      ErrorCode.INVALID_INPUT,
      '该项目未划分标段，报名时无需选择标段',
    );
  });

  it('refuses before enrollTime, saying when it opens, and after enrollEndTime by the server clock', async () => {
    const now = t.clock.now().getTime();
    const enrollTime = new Date(now + 2 * HOUR);
    const later = (days: number) => new Date(now + days * DAY);
    const early = await tenderProject(t, {
      overrides: { enrollTime, enrollEndTime: later(3), closeFileupTime: later(4), openTime: later(4) },
    });
    const company = await bidderCompany(t);
    await expectRefused(
      company,
      { projectId: early.id },
      ErrorCode.RULE,
      `报名尚未开始（${formatDateTimeCn(enrollTime.getTime())}开始）`,
    );
    const late = await tenderProject(t);
    passTime(t.clock, late.enrollEndTime);
    await expectRefused(company, { projectId: late.id }, ErrorCode.RULE, '报名已截止');
    // The early one has opened meanwhile (the clock moved a day).
    expect((await apply(company, { projectId: early.id })).body.code).toBe(0);
  });

  it('refuses while paused, after 流标, past the stored close of enrolment, and on an unpublished project', async () => {
    const company = await bidderCompany(t);
    const paused = await tenderProject(t, { overrides: { paused: true, pauseReason: '投诉处理中' } });
    await expectRefused(company, { projectId: paused.id }, ErrorCode.RULE, '项目已暂停，暂不能报名');
    const failed = await tenderProject(t, { overrides: { status: 'failed' } });
    await expectRefused(company, { projectId: failed.id }, ErrorCode.RULE, '项目已流标，不能报名');
    const bidding = await tenderProject(t, { overrides: { status: 'bidding' } });
    await expectRefused(company, { projectId: bidding.id }, ErrorCode.RULE, '报名已截止');
    for (const status of ['draft', 'approved']) {
      const unpublished = await tenderProject(t, { overrides: { status } });
      await expectRefused(company, { projectId: unpublished.id }, ErrorCode.NOT_FOUND, '项目不存在');
    }
    await expectRefused(company, { projectId: 2_000_000_000 }, ErrorCode.NOT_FOUND, '项目不存在');
  });

  it('refuses a company awaiting review or rejected, with the words 用户中心 shows', async () => {
    const project = await tenderProject(t);
    await expectRefused(
      await bidderCompany(t, 'pending'),
      { projectId: project.id },
      ErrorCode.RULE,
      '贵公司注册资料尚在审核中，审核通过后方可报名',
    );
    await expectRefused(
      await bidderCompany(t, 'rejected', '营业执照模糊'),
      { projectId: project.id },
      ErrorCode.RULE,
      '贵公司注册资料已驳回：营业执照模糊。请在用户中心修改后重新提交审核',
    );
  });

  it('refuses a frozen company at the door (its token no longer works)', async () => {
    const project = await tenderProject(t);
    const before = await enrolmentCounts(t.db);
    const reply = await apply(await bidderCompany(t, 'frozen', '经营异常'), { projectId: project.id });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe(ErrorCode.UNAUTHORIZED);
    expect(await enrolmentCounts(t.db)).toEqual(before);
  });

  it('refuses a company under a 禁止参与 in force; a 警告, an expired or a lifted ban do not stop it', async () => {
    const project = await tenderProject(t);
    const banned = await bidderCompany(t);
    await blacklistDirectly(t.db, t.clock, 'supplier', [banned.id], { type: 'ban', endDate: dayFrom(t.clock, 30) });
    const until = dayFrom(t.clock, 30).split('-').map(Number);
    await expectRefused(
      banned,
      { projectId: project.id },
      ErrorCode.RULE,
      `贵公司已被列入黑名单（禁止参与），处罚期至${until[0]}年${until[1]}月${until[2]}日：测试`,
    );
    const warned = await bidderCompany(t);
    await blacklistDirectly(t.db, t.clock, 'supplier', [warned.id], { type: 'warning' });
    const expired = await bidderCompany(t);
    const past = { type: 'ban' as const, startDate: dayFrom(t.clock, -400), endDate: dayFrom(t.clock, -1) };
    await blacklistDirectly(t.db, t.clock, 'supplier', [expired.id], past);
    const lifted = await bidderCompany(t);
    await blacklistDirectly(t.db, t.clock, 'supplier', [lifted.id], { type: 'ban', liftedAt: t.clock.now() });
    for (const company of [warned, expired, lifted]) {
      expect((await apply(company, { projectId: project.id })).body.code).toBe(0);
    }
  });

  it('refuses bad input before anything else', async () => {
    const company = await bidderCompany(t);
    await expectRefused(company, {}, ErrorCode.INVALID_INPUT, '请选择项目');
    await expectRefused(company, { projectId: 'abc' }, ErrorCode.INVALID_INPUT, '请选择项目');
  });

  it('is a company’s call: 401 without a token and with a staff or expert token', async () => {
    const project = await tenderProject(t);
    const staff = await projectStaff(t);
    const expert = await createSpecialist(t.db);
    const { token: expertToken } = await issueSession(t.db, t.clock, 'specialist', expert.id, IP);
    const before = await enrolmentCounts(t.db);
    for (const token of [undefined, staff.token, expertToken]) {
      const reply = await api.call(enrolApi.apply, { projectId: project.id }, { token });
      expect(reply.status).toBe(401);
    }
    expect(await enrolmentCounts(t.db)).toEqual(before);
  });

  it('keeps one enrolment when the same company sends several at once', async () => {
    const project = await tenderProject(t, { sections: ['第一标段'] });
    const company = await bidderCompany(t);
    await warmPool(t.db);
    const body = { projectId: project.id, sectionId: project.sections[0]!.id };
    const replies = await Promise.all(Array.from({ length: 6 }, () => apply(company, body)));
    expect(replies.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of replies.filter((r) => r.body.code !== 0)) {
      expect(r.body).toEqual({ code: ErrorCode.RULE, msg: '您已报名该标段' });
    }
    expect(await rowsOf(project.id)).toHaveLength(1);
    const logs = await t.db.select().from(auditLogs).where(eq(auditLogs.action, 'enrolment.apply'));
    expect(logs.filter((l) => (l.detail as { projectId: number }).projectId === project.id)).toHaveLength(1);
  });

  it('lets many companies enrol on one project at once', async () => {
    const project = await tenderProject(t);
    const companies = await Promise.all(Array.from({ length: 5 }, () => bidderCompany(t)));
    await warmPool(t.db);
    const replies = await Promise.all(companies.map((c) => apply(c, { projectId: project.id })));
    expect(replies.map((r) => r.body.code)).toEqual([0, 0, 0, 0, 0]);
    expect(await rowsOf(project.id)).toHaveLength(5);
  });

  it('counts an enrolment refused by the review: the company cannot enrol again', async () => {
    const project = await tenderProject(t);
    const company = await bidderCompany(t);
    await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id, status: 'failed' });
    await expectRefused(company, { projectId: project.id }, ErrorCode.RULE, '您已报名该项目');
  });
});
