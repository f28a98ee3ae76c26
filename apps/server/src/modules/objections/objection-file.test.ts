import { ErrorCode, objectionApi, Permission } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/app.ts';
import { createStaff } from '../../../test/factories.ts';
import { bidderCompany, passTime } from '../../../test/kits/enrolments.ts';
import { SAMPLE_FILES, uploadFile as uploadAsStaff } from '../../../test/kits/files.ts';
import {
  objectionTrace,
  type PublicityTender,
  publicityTender,
  uploadAttachment,
  uploadedId,
} from '../../../test/kits/objections.ts';
import { auditLogs, objections, projects } from '../../db/schema/index.ts';
import { issueSession } from '../../platform/auth/session.service.ts';

const { t, api } = useTestAppWithFiles('swp-objection-file-');
afterEach(() => t.clock.reset());

const file = (body: object, token?: string) => api.post<{ id: number }>(objectionApi.file.path, body, { token });
const mine = (projectId: number, token: string) => api.call(objectionApi.mine, { projectId }, { token });
const list = (projectId: number, token?: string) => api.call(objectionApi.list, { projectId }, { token });

async function expectRefused(
  e: PublicityTender,
  body: object,
  token: string,
  msg: string,
  code: number = ErrorCode.RULE,
) {
  const before = await objectionTrace(t.db, e.projectId);
  expect((await file(body, token)).body).toEqual({ code, msg });
  expect(await objectionTrace(t.db, e.projectId)).toEqual(before);
}

describe('POST /api/objection/upload and file', () => {
  it('a bidder files an objection with its own uploads; it shows in mine, the staff list and the project log', async () => {
    const e = await publicityTender(t);
    const [company] = e.bidders;
    const uploaded = await uploadAttachment(api, company!.token, '质疑函.pdf');
    expect(uploaded.body).toMatchObject({ code: 0, data: { id: expect.any(String), name: '质疑函.pdf' } });
    const photo = await uploadAttachment(api, company!.token, '现场照片.png', SAMPLE_FILES.png());
    const ids = [uploaded.body.data!.id, photo.body.data!.id];

    const filed = await file(
      { projectId: e.projectId, content: '  第一中标候选人业绩不实。 ', attachmentIds: ids },
      company!.token,
    );
    expect(filed.body).toMatchObject({ code: 0, msg: '异议已提交，请等待答复', data: { id: expect.any(Number) } });
    t.clock.advance(60_000);
    const second = await file({ projectId: e.projectId, content: '报价计算有误' }, company!.token);
    expect(second.body.code).toBe(0);

    const own = (await mine(e.projectId, company!.token)).body.data!;
    expect(own.total).toBe(2);
    expect(own.list.map((o) => o.content)).toEqual(['报价计算有误', '第一中标候选人业绩不实。']); // newest first
    expect(own.list[1]).toEqual({
      id: filed.body.data!.id,
      projectId: e.projectId,
      supplierId: company!.id,
      companyName: company!.companyName,
      content: '第一中标候选人业绩不实。',
      attachments: [
        { id: ids[0], name: '质疑函.pdf', size: SAMPLE_FILES.pdf().length },
        { id: ids[1], name: '现场照片.png', size: SAMPLE_FILES.png().length },
      ],
      status: 'open',
      answer: null,
      answeredByName: null,
      answeredAt: null,
      createdAt: expect.any(String),
    });
    // Another bidder sees none of them; staff see both.
    expect((await mine(e.projectId, e.bidders[1]!.token)).body.data).toEqual({ list: [], total: 0 });
    expect((await list(e.projectId, e.staff.token)).body.data).toEqual(own);

    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'objection.file'), eq(auditLogs.targetId, String(e.projectId))));
    expect(logs.map((l) => [l.targetType, l.actorRole, l.actorId, l.detail])).toEqual([
      ['project', 'vender', String(company!.id), { objectionId: filed.body.data!.id, attachments: 2 }],
      ['project', 'vender', String(company!.id), { objectionId: second.body.data!.id, attachments: 0 }],
    ]);
  });

  it('only a bidder of the project may object', async () => {
    const e = await publicityTender(t);
    const body = { projectId: e.projectId, content: '异议' };
    await expectRefused(e, body, e.enrolledOnly.token, '只有本项目的投标人可以提出异议');
    await expectRefused(e, body, (await bidderCompany(t)).token, '只有本项目的投标人可以提出异议');
    await expectRefused(e, { ...body, projectId: 987654321 }, e.bidders[0]!.token, '项目不存在', ErrorCode.NOT_FOUND);
  });

  it('only while the publicity runs: not before gsTime, not from its end on, not outside 公示中', async () => {
    const e = await publicityTender(t);
    const token = e.bidders[0]!.token;
    const body = { projectId: e.projectId, content: '异议' };
    const set = (values: Partial<typeof projects.$inferInsert>) =>
      t.db.update(projects).set(values).where(eq(projects.id, e.projectId));

    await set({ gsTime: new Date(t.clock.now().getTime() + 60_000) });
    await expectRefused(e, body, token, '结果公示尚未开始，不能提出异议');
    await set({ gsTime: e.gsTime, status: 'evaluated' });
    await expectRefused(e, body, token, '结果公示尚未开始，不能提出异议');
    await set({ status: 'awarded' });
    await expectRefused(e, body, token, '结果公示期已结束，不能提出异议');
    await set({ status: 'failed' });
    await expectRefused(e, body, token, '项目当前状态为「已流标」，不能提出异议');
    await set({ status: 'publicity' });

    // The end is gsEndTime (five days on, past the way's three): a second before it is still in time.
    passTime(t.clock, e.gsEndTime, -1000);
    expect((await file(body, token)).body.code).toBe(0);
    passTime(t.clock, e.gsEndTime, 0);
    await expectRefused(e, body, token, '结果公示期已结束，不能提出异议');

    // An announced end sooner than the way's publicity days does not shorten it (core publicityEnd).
    t.clock.reset();
    await set({ gsEndTime: new Date(e.gsTime.getTime() + 60_000) });
    passTime(t.clock, new Date(e.gsTime.getTime() + 3 * 86_400_000), -1000);
    expect((await file(body, token)).body.code).toBe(0);
    passTime(t.clock, new Date(e.gsTime.getTime() + 3 * 86_400_000), 0);
    await expectRefused(e, body, token, '结果公示期已结束，不能提出异议');
  });

  it('a paused project still takes objections (an objection is no deadline action)', async () => {
    const e = await publicityTender(t);
    await t.db.update(projects).set({ paused: true, pauseReason: '收到投诉' }).where(eq(projects.id, e.projectId));
    expect((await file({ projectId: e.projectId, content: '异议' }, e.bidders[0]!.token)).body.code).toBe(0);
  });

  it('attachments must be the company’s own uploads that no objection uses yet', async () => {
    const e = await publicityTender(t);
    const [a, b] = e.bidders;
    const msg = '附件不存在或已被使用，请重新上传';
    const body = (attachmentIds: string[]) => ({ projectId: e.projectId, content: '异议', attachmentIds });

    await expectRefused(e, body([await uploadedId(api, b!.token)]), a!.token, msg);
    const staffFile = await uploadAsStaff(t.app, e.staff.token, '附件.pdf', SAMPLE_FILES.pdf());
    await expectRefused(e, body([staffFile.body.data!.id]), a!.token, msg);
    await expectRefused(e, body(['8d3c1f0e-5b7a-4c2d-9e6f-1a2b3c4d5e6f']), a!.token, msg);

    const own = await uploadedId(api, a!.token);
    expect((await file(body([own]), a!.token)).body.code).toBe(0);
    await expectRefused(e, body([own]), a!.token, msg); // already filed with the first objection
    const [row] = await t.db.select().from(objections).where(eq(objections.projectId, e.projectId));
    expect(row!.attachmentIds).toEqual([own]);
  });

  it('of parallel objections naming one upload exactly one takes it', async () => {
    const e = await publicityTender(t);
    const company = e.bidders[0]!;
    const id = await uploadedId(api, company.token);
    const body = { projectId: e.projectId, content: '异议', attachmentIds: [id] };
    const replies = await Promise.all([1, 2, 3, 4].map(() => file(body, company.token)));
    expect(replies.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of replies.filter((r) => r.body.code !== 0)) {
      expect(r.body).toEqual({ code: ErrorCode.RULE, msg: '附件不存在或已被使用，请重新上传' });
    }
    expect((await objectionTrace(t.db, e.projectId)).objections).toHaveLength(1);
  });

  it('validates the content and the attachments in Chinese', async () => {
    const e = await publicityTender(t);
    const token = e.bidders[0]!.token;
    const invalid = ErrorCode.INVALID_INPUT;
    await expectRefused(e, { projectId: e.projectId, content: '   ' }, token, '请填写异议内容', invalid);
    await expectRefused(
      e,
      { projectId: e.projectId, content: '异'.repeat(2001) },
      token,
      '异议内容不能超过2000个字',
      invalid,
    );
    await expectRefused(
      e,
      { projectId: e.projectId, content: '异议', attachmentIds: ['x'] },
      token,
      '附件编号不正确',
      invalid,
    );
    expect((await file({ projectId: e.projectId, content: '异'.repeat(2000) }, token)).body.code).toBe(0);
  });

  it('uploads: the allowlist by name and first bytes, and companies only', async () => {
    const e = await publicityTender(t);
    const token = e.bidders[0]!.token;
    expect((await uploadAttachment(api, token, '报价表.xlsx', SAMPLE_FILES.docx())).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '不支持的文件类型，仅允许上传PDF、Word（doc/docx）、JPG、PNG、ZIP文件',
    });
    expect((await uploadAttachment(api, token, '说明.pdf', SAMPLE_FILES.exe())).body.code).toBe(
      ErrorCode.INVALID_INPUT,
    );
    expect((await uploadAttachment(api, token, '说明.docx', SAMPLE_FILES.docx())).body.code).toBe(0);
    expect((await uploadAttachment(api, undefined)).status).toBe(401);
    expect((await uploadAttachment(api, e.staff.token)).status).toBe(401);
  });
});

describe('GET /api/objection/mine and list: access', () => {
  it('mine is for companies, list for staff of 项目管理', async () => {
    const e = await publicityTender(t);
    const other = await createStaff(t.db, { perms: [Permission.suppler] });
    const { token: otherToken } = await issueSession(t.db, t.clock, 'staff', other.id, '127.0.0.1');

    expect((await list(e.projectId)).status).toBe(401);
    expect((await list(e.projectId, e.bidders[0]!.token)).status).toBe(401);
    expect((await list(e.projectId, otherToken)).status).toBe(403);
    expect((await list(987654321, e.staff.token)).body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '项目不存在' });
    expect((await mine(e.projectId, e.staff.token)).status).toBe(401);
    expect((await file({ projectId: e.projectId, content: '异议' }, e.staff.token)).status).toBe(401);
    expect((await file({ projectId: e.projectId, content: '异议' })).status).toBe(401);
  });
});
