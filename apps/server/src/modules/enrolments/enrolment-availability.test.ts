import { type EnrolAvailability, ErrorCode, enrolApi, formatDateTimeCn } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { blacklistDirectly } from '../../../test/kits/blacklist.ts';
import { bidderCompany, enrolDirectly, passTime, projectStaff, tenderProject } from '../../../test/kits/enrolments.ts';
import { DAY, HOUR } from '../../lib/clock.ts';

const { t, api } = useTestApp();

const availability = (projectId: number | string, token?: string) =>
  api.get<EnrolAvailability>(enrolApi.availability.path, { token, query: { projectId } });

async function answerFor(projectId: number, token?: string) {
  const reply = await availability(projectId, token);
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}

describe('GET /api/enroll/availability', () => {
  it('tells the public to sign in while enrolment is open, with the sections and no enrolments', async () => {
    const project = await tenderProject(t, { sections: ['第一标段', '第二标段'] });
    expect(await answerFor(project.id)).toEqual({
      canEnrol: false,
      reason: '请先登录',
      sections: project.sections.map((s) => ({ id: s.id, name: s.name, enrolled: false })),
      enrolments: [],
    });
  });

  it('lets an approved company enrol, then says 已报名 with its enrolment', async () => {
    const project = await tenderProject(t);
    const company = await bidderCompany(t);
    expect(await answerFor(project.id, company.token)).toEqual({ canEnrol: true, sections: [], enrolments: [] });
    const id = await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id, status: 'pending' });
    expect(await answerFor(project.id, company.token)).toEqual({
      canEnrol: false,
      reason: '已报名',
      sections: [],
      enrolments: [{ id, sectionId: null, status: 'pending' }],
    });
    // Another company sees nothing of it.
    const other = await bidderCompany(t);
    expect(await answerFor(project.id, other.token)).toEqual({ canEnrol: true, sections: [], enrolments: [] });
  });

  it('stays open while a section is left, and shows the review result with its reason', async () => {
    const project = await tenderProject(t, { sections: ['第一标段', '第二标段'] });
    const [first, second] = project.sections;
    const company = await bidderCompany(t);
    const id = await enrolDirectly(t.db, {
      projectId: project.id,
      supplierId: company.id,
      sectionId: first!.id,
      status: 'failed',
    });
    expect(await answerFor(project.id, company.token)).toEqual({
      canEnrol: true,
      sections: [
        { id: first!.id, name: '第一标段', enrolled: true },
        { id: second!.id, name: '第二标段', enrolled: false },
      ],
      enrolments: [{ id, sectionId: first!.id, status: 'failed', reason: '资格证明文件不全' }],
    });
    await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id, sectionId: second!.id });
    expect(await answerFor(project.id, company.token)).toMatchObject({ canEnrol: false, reason: '已报名' });
  });

  it('gives the company’s own refusal: 待审核, 驳回, 禁止参与', async () => {
    const project = await tenderProject(t);
    const pending = await bidderCompany(t, 'pending');
    expect(await answerFor(project.id, pending.token)).toMatchObject({
      canEnrol: false,
      reason: '贵公司注册资料尚在审核中，审核通过后方可报名',
    });
    const rejected = await bidderCompany(t, 'rejected', '资料不全');
    expect((await answerFor(project.id, rejected.token)).reason).toBe(
      '贵公司注册资料已驳回：资料不全。请在用户中心修改后重新提交审核',
    );
    const banned = await bidderCompany(t);
    await blacklistDirectly(t.db, t.clock, 'supplier', [banned.id]);
    expect((await answerFor(project.id, banned.token)).reason).toMatch(/^贵公司已被列入黑名单（禁止参与），处罚期至/);
  });

  it('says when enrolment opens, that it closed, or that the project is paused — to everyone alike', async () => {
    const now = t.clock.now().getTime();
    const enrollTime = new Date(now + 3 * HOUR);
    const later = (days: number) => new Date(now + days * DAY);
    const early = await tenderProject(t, {
      overrides: { enrollTime, enrollEndTime: later(5), closeFileupTime: later(6), openTime: later(6) },
    });
    const paused = await tenderProject(t, { overrides: { paused: true, pauseReason: '质疑处理' } });
    const closing = await tenderProject(t);
    const company = await bidderCompany(t);
    for (const token of [undefined, company.token]) {
      expect(await answerFor(early.id, token)).toMatchObject({
        canEnrol: false,
        reason: `报名尚未开始（${formatDateTimeCn(enrollTime.getTime())}开始）`,
      });
      expect(await answerFor(paused.id, token)).toMatchObject({ canEnrol: false, reason: '项目已暂停，暂不能报名' });
    }
    passTime(t.clock, closing.enrollEndTime);
    for (const token of [undefined, company.token]) {
      expect(await answerFor(closing.id, token)).toMatchObject({ canEnrol: false, reason: '报名已截止' });
    }
    expect(await answerFor(early.id, company.token)).toMatchObject({ canEnrol: true });
  });

  it('answers 项目不存在 for an unpublished or unknown project, and refuses a bad id', async () => {
    const draft = await tenderProject(t, { overrides: { status: 'draft' } });
    for (const id of [draft.id, 2_000_000_000]) {
      expect((await availability(id)).body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '项目不存在' });
    }
    expect((await availability('x')).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '请选择项目' });
  });

  it('treats a staff token as the public (staff do not enrol)', async () => {
    const project = await tenderProject(t);
    const staff = await projectStaff(t);
    expect(await answerFor(project.id, staff.token)).toMatchObject({ canEnrol: false, reason: '请先登录' });
  });
});
