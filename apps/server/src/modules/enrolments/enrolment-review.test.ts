import { ErrorCode, enrolApi, formatDateTimeCn, Permission } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { createStaff } from '../../../test/factories.ts';
import { warmPool } from '../../../test/kits/blacklist.ts';
import {
  bidderCompany,
  enrolDirectly,
  enrolmentCounts,
  enrolmentRow,
  passTime,
  projectStaff,
  tenderProject,
} from '../../../test/kits/enrolments.ts';
import { smsTo } from '../../../test/kits/supplier-manage.ts';
import { forceProjectState } from '../../../test/project-factories.ts';
import { auditLogs } from '../../db/schema/index.ts';
import { issueSession } from '../../platform/auth/session.service.ts';

/** The link's address is the one the test request came from (no PUBLIC_BASE_URL in tests). */
const withoutOrigin = (sms: string) => sms.replace(/https?:\/\/[^/\s]+/g, '<origin>');

const { t, api } = useTestApp();
const IP = '198.51.100.77';
let staff: ApiClient;
let reviewer: { token: string; id: number; name: string };
beforeAll(async () => {
  staff = new ApiClient(t.app, IP);
  reviewer = await projectStaff(t);
});

const review = (body: object, token = reviewer.token) => staff.post(enrolApi.audit.path, body, { token });

/** A pending enrolment of a fresh company on a fresh tender (sections when given). */
async function pendingEnrolment(sections?: string[]) {
  const project = await tenderProject(t, { sections });
  const company = await bidderCompany(t);
  const sectionId = project.sections[0]?.id ?? null;
  const id = await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id, sectionId, status: 'pending' });
  return { project, company, id };
}

const auditOf = (id: number, action: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(
      and(eq(auditLogs.targetType, 'enrolment'), eq(auditLogs.targetId, String(id)), eq(auditLogs.action, action)),
    );

async function expectRefused(body: object, code: number, msg: string, token?: string) {
  const before = await enrolmentCounts(t.db);
  expect((await review(body, token)).body).toEqual({ code, msg });
  expect(await enrolmentCounts(t.db)).toEqual(before);
}

describe('POST /api/enroll/audit', () => {
  it('passes a pending enrolment: reviewer and time kept, audited with the IP, the company told by SMS', async () => {
    const { project, company, id } = await pendingEnrolment(['第一标段']);
    expect((await review({ id, pass: true })).body).toEqual({ code: 0, msg: '审查通过，已短信通知供应商' });
    const row = await enrolmentRow(t.db, id);
    expect(row).toMatchObject({ status: 'passed', reason: '', reviewedBy: reviewer.id });
    expect(row.reviewedAt?.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    const [log] = await auditOf(id, 'enrolment.pass');
    expect(log).toMatchObject({ ip: IP, actorRole: 'staff', actorName: reviewer.name });
    expect(log!.detail).toMatchObject({
      projectId: project.id,
      supplierId: company.id,
      companyName: company.companyName,
    });
    const [sms] = await smsTo(api, company.mobile);
    expect(withoutOrigin(sms!)).toBe(
      `【水务集团电子采购】${company.companyName}：您报名的项目“${project.projectName}”（第一标段）已通过资格审查，` +
        `请于${formatDateTimeCn(project.closeFileupTime!.getTime())}前在“我的项目”上传投标文件：<origin>/vender/layout/project`,
    );
  });

  it('fails with the reason, which the company reads in its SMS and in 我的项目', async () => {
    const { project, company, id } = await pendingEnrolment();
    const reason = '未提供有效的安全生产许可证';
    expect((await review({ id, pass: false, reason: `  ${reason} ` })).body).toEqual({
      code: 0,
      msg: '审查不通过，已短信通知供应商',
    });
    expect(await enrolmentRow(t.db, id)).toMatchObject({ status: 'failed', reason });
    expect(await auditOf(id, 'enrolment.fail')).toEqual([expect.objectContaining({ ip: IP })]);
    const [sms] = await smsTo(api, company.mobile);
    expect(withoutOrigin(sms!)).toBe(
      `【水务集团电子采购】${company.companyName}：您报名的项目“${project.projectName}”未通过资格审查，原因：${reason}。` +
        '详情请查看：<origin>/vender/layout/project',
    );
    const mine = await api.call(enrolApi.mine, { page: 1 }, { token: company.token });
    expect(mine.body.data!.list).toEqual([expect.objectContaining({ id, status: 'failed', reason })]);
  });

  it('requires the reason to fail, and refuses bad input, changing nothing', async () => {
    const { id } = await pendingEnrolment();
    await expectRefused({ id, pass: false }, ErrorCode.INVALID_INPUT, '请填写不通过的原因');
    await expectRefused({ id, pass: false, reason: '  ' }, ErrorCode.INVALID_INPUT, '请填写不通过的原因');
    await expectRefused({ id, pass: 'yes' }, ErrorCode.INVALID_INPUT, '请选择审查结果');
    await expectRefused(
      { id, pass: false, reason: '因'.repeat(501) },
      ErrorCode.INVALID_INPUT,
      '审查意见不能超过500个字',
    );
    await expectRefused({ id: 2_000_000_000, pass: true }, ErrorCode.NOT_FOUND, '报名记录不存在');
    expect((await enrolmentRow(t.db, id)).status).toBe('pending');
  });

  it.each([
    ['passed', '审查通过'],
    ['failed', '审查不通过'],
  ] as const)('refuses to review an enrolment already %s, changing nothing', async (status, label) => {
    const project = await tenderProject(t);
    const company = await bidderCompany(t);
    const id = await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id, status });
    for (const pass of [true, false]) {
      await expectRefused({ id, pass, reason: '复核' }, ErrorCode.RULE, `该报名已审查（当前为${label}），不能重复审查`);
    }
    expect((await enrolmentRow(t.db, id)).status).toBe(status);
    expect(await smsTo(api, company.mobile)).toEqual([]);
  });

  it('refuses after closeFileupTime by the server clock, and after 流标', async () => {
    const late = await pendingEnrolment();
    const failed = await pendingEnrolment();
    await forceProjectState(t.db, failed.project.id, { status: 'failed', lossDes: '有效投标不足三家' });
    await expectRefused({ id: failed.id, pass: true }, ErrorCode.RULE, '项目已流标，不能审查报名');
    passTime(t.clock, late.project.closeFileupTime);
    await expectRefused({ id: late.id, pass: true }, ErrorCode.RULE, '投标截止后不能审查报名');
    expect((await enrolmentRow(t.db, late.id)).status).toBe('pending');
  });

  it('reviews while the project is paused: a pause stops deadline actions, and a review is none (README)', async () => {
    const { project, id } = await pendingEnrolment();
    await forceProjectState(t.db, project.id, { paused: true, pauseReason: '投诉处理中' });
    expect((await review({ id, pass: true })).body).toMatchObject({ code: ErrorCode.OK });
    expect((await enrolmentRow(t.db, id)).status).toBe('passed');
    expect(await auditOf(id, 'enrolment.pass')).toHaveLength(1);
  });

  it('lets one of several reviewers acting at once decide; the others are refused', async () => {
    const { company, id } = await pendingEnrolment();
    const others = await Promise.all([projectStaff(t), projectStaff(t), projectStaff(t)]);
    await warmPool(t.db);
    const replies = await Promise.all(
      [reviewer, ...others, reviewer, ...others].map((r, i) =>
        review({ id, pass: i % 2 === 0, reason: `意见${i}` }, r.token),
      ),
    );
    expect(replies.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of replies.filter((r) => r.body.code !== 0)) {
      expect(r.body.msg).toMatch(/^该报名已审查（当前为审查(通过|不通过)），不能重复审查$/);
    }
    const decided = [...(await auditOf(id, 'enrolment.pass')), ...(await auditOf(id, 'enrolment.fail'))];
    expect(decided).toHaveLength(1);
    expect((await enrolmentRow(t.db, id)).status).toBe(decided[0]!.action === 'enrolment.pass' ? 'passed' : 'failed');
    expect(await smsTo(api, company.mobile)).toHaveLength(1);
  });

  it('keeps the review when the SMS cannot be sent, and says so', async () => {
    const { id } = await pendingEnrolment();
    const sms = t.app.deps.sms;
    const send = sms.send;
    sms.send = async () => {
      throw new Error('gateway down');
    };
    try {
      expect((await review({ id, pass: false, reason: '业绩不符' })).body).toEqual({
        code: 0,
        msg: '审查不通过，但短信通知发送失败，请电话告知供应商',
      });
    } finally {
      sms.send = send;
    }
    expect((await enrolmentRow(t.db, id)).status).toBe('failed');
    expect(await auditOf(id, 'enrolment.fail')).toHaveLength(1);
  });

  it('needs 项目管理: 403 for staff without system:project, 401 for a company', async () => {
    const { company, id } = await pendingEnrolment();
    const other = await createStaff(t.db, { perms: [Permission.suppler] });
    const { token: otherToken } = await issueSession(t.db, t.clock, 'staff', other.id, IP);
    const before = await enrolmentCounts(t.db);
    const forbidden = await review({ id, pass: true }, otherToken);
    expect(forbidden.status).toBe(403);
    const unauthorised = await review({ id, pass: true }, company.token);
    expect(unauthorised.status).toBe(401);
    expect(await enrolmentCounts(t.db)).toEqual(before);
    expect((await enrolmentRow(t.db, id)).status).toBe('pending');
  });
});
