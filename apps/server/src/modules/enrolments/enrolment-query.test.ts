import { ErrorCode, enrolApi, type MyEnrolment, type Page, Permission, supplierManageApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createStaff } from '../../../test/factories.ts';
import { bidderCompany, enrolDirectly, passTime, projectStaff, tenderProject } from '../../../test/kits/enrolments.ts';
import { SAMPLE_FILES } from '../../../test/kits/files.ts';
import { companyWithDocuments } from '../../../test/kits/supplier-manage.ts';
import { bidOpenings, bids, projects } from '../../db/schema/index.ts';
import { issueSession } from '../../platform/auth/session.service.ts';

const { t, api } = useTestApp();

const list = (projectId: unknown, token: string) => api.call(enrolApi.list, { projectId }, { token });
const mine = (token: string, paging: object = {}) => api.post<Page<MyEnrolment>>(enrolApi.mine.path, paging, { token });
const openFile = (query: string, token: string) =>
  t.app.inject({ method: 'GET', url: `${enrolApi.file.path}?${query}`, headers: { token } });

async function lodgeBid(enrolment: { id: number; projectId: number; supplierId: number }) {
  await t.db.insert(bids).values({
    enrolmentId: enrolment.id,
    projectId: enrolment.projectId,
    supplierId: enrolment.supplierId,
    storageKey: `bids/test-${enrolment.id}`,
    fileName: '投标文件.pdf',
    mimeType: 'application/pdf',
    size: 1024,
    sha256: 'a'.repeat(64),
    sealedOffer: 'v1:sealed',
    receivedAt: t.clock.now(),
  });
}

describe('POST /api/enroll/list', () => {
  it('lists every enrolment of the project in order, with the company, its documents and the reviewer', async () => {
    const project = await tenderProject(t, { sections: ['第一标段'] });
    const sectionId = project.sections[0]!.id;
    const documented = await companyWithDocuments(t.app, api, t.db, {
      qualifications: ['2099-12-31'],
      status: 'approved',
    });
    const plain = await bidderCompany(t);
    const staff = await projectStaff(t);
    const first = await enrolDirectly(t.db, {
      projectId: project.id,
      supplierId: documented.id,
      sectionId,
      status: 'pending',
    });
    const second = await enrolDirectly(t.db, {
      projectId: project.id,
      supplierId: plain.id,
      sectionId,
      status: 'pending',
    });
    const elsewhere = await tenderProject(t);
    await enrolDirectly(t.db, { projectId: elsewhere.id, supplierId: plain.id });
    expect(
      (await api.call(enrolApi.audit, { id: second, pass: false, reason: '业绩不足' }, { token: staff.token })).body
        .code,
    ).toBe(0);

    const reply = await list(project.id, staff.token);
    expect(reply.body.code, reply.body.msg).toBe(0);
    const { list: rows, total } = reply.body.data!;
    expect(total).toBe(2);
    expect(rows.map((r) => r.id)).toEqual([first, second]);
    expect(rows[0]).toMatchObject({
      supplierId: documented.id,
      companyName: documented.form.companyName,
      creditCode: documented.form.creditCode,
      legalPerson: documented.form.legalPerson,
      contactName: documented.form.contactName,
      mobile: documented.form.mobile,
      status: 'pending',
      sectionId,
      sectionName: '第一标段',
      reviewedAt: null,
      reviewedByName: null,
      licences: [expect.objectContaining({ name: '营业执照.pdf', mimeType: 'application/pdf' })],
      qualifications: [
        expect.objectContaining({ docType: '安全生产许可证', validUntil: '2099-12-31', expiry: 'valid' }),
      ],
    });
    expect(rows[0]).not.toHaveProperty('reason');
    expect(rows[1]).toMatchObject({
      supplierId: plain.id,
      status: 'failed',
      reason: '业绩不足',
      reviewedByName: staff.name,
      licences: [],
      qualifications: [],
    });
  });

  it('answers an empty list for a project without enrolments, 项目不存在 for an unknown one', async () => {
    const staff = await projectStaff(t);
    const project = await tenderProject(t);
    expect((await list(project.id, staff.token)).body).toEqual({
      code: 0,
      msg: '操作成功',
      data: { list: [], total: 0 },
    });
    expect((await list(2_000_000_000, staff.token)).body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '项目不存在' });
  });

  it('needs 项目管理: 403 without system:project, 401 for a company', async () => {
    const project = await tenderProject(t);
    const other = await createStaff(t.db, { perms: [Permission.suppler] });
    const { token } = await issueSession(t.db, t.clock, 'staff', other.id, '127.0.0.1');
    expect((await list(project.id, token)).status).toBe(403);
    expect((await list(project.id, (await bidderCompany(t)).token)).status).toBe(401);
  });
});

describe('GET /api/enroll/file', () => {
  it('serves a document of the enrolled company, and nothing else', async () => {
    const project = await tenderProject(t);
    const company = await companyWithDocuments(t.app, api, t.db, { qualifications: [null], status: 'approved' });
    const stranger = await companyWithDocuments(t.app, api, t.db, { status: 'approved' });
    const id = await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id, status: 'pending' });
    const staff = await projectStaff(t);
    const [row] = (await list(project.id, staff.token)).body.data!.list;
    const licence = row!.licences[0]!;
    const file = await openFile(`enrolmentId=${id}&fileId=${licence.id}`, staff.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(SAMPLE_FILES.pdf())).toBe(true);
    const qualification = await openFile(`enrolmentId=${id}&fileId=${row!.qualifications[0]!.file.id}`, staff.token);
    expect(qualification.rawPayload.equals(SAMPLE_FILES.png())).toBe(true);

    // Another company's document is not this enrolment's, though staff could read it in 供应商管理.
    const strangerDetail = await api.get<{ licences: { id: string }[] }>(supplierManageApi.detail.path, {
      token: (await staffWith(Permission.suppler)).token,
      query: { id: stranger.id },
    });
    const strangerFile = strangerDetail.body.data!.licences[0]!.id;
    for (const query of [`enrolmentId=${id}&fileId=${strangerFile}`, `enrolmentId=2000000000&fileId=${licence.id}`]) {
      expect((await openFile(query, staff.token)).json()).toEqual({ code: ErrorCode.NOT_FOUND, msg: '文件不存在' });
    }
    expect((await openFile(`enrolmentId=${id}&fileId=not-a-uuid`, staff.token)).json()).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '文件编号不正确',
    });
    const other = await staffWith(Permission.suppler);
    expect((await openFile(`enrolmentId=${id}&fileId=${licence.id}`, other.token)).statusCode).toBe(403);
    expect((await openFile(`enrolmentId=${id}&fileId=${licence.id}`, company.token)).statusCode).toBe(401);
  });
});

async function staffWith(permission: string) {
  const user = await createStaff(t.db, { perms: [permission] });
  return issueSession(t.db, t.clock, 'staff', user.id, '127.0.0.1');
}

describe('POST /api/enroll/mine', () => {
  it('pages the company’s own enrolments, newest first, with the project, its bid and the opening', async () => {
    const company = await bidderCompany(t);
    const rival = await bidderCompany(t);
    const staff = await projectStaff(t);
    const a = await tenderProject(t);
    const b = await tenderProject(t, { sections: ['第二标段'] });
    const c = await tenderProject(t, { overrides: { paused: true } });
    const ea = await enrolDirectly(t.db, { projectId: a.id, supplierId: company.id, status: 'passed' });
    const eb = await enrolDirectly(t.db, {
      projectId: b.id,
      supplierId: company.id,
      sectionId: b.sections[0]!.id,
      status: 'pending',
    });
    const ec = await enrolDirectly(t.db, { projectId: c.id, supplierId: company.id, status: 'failed' });
    const rivalOnA = await enrolDirectly(t.db, { projectId: a.id, supplierId: rival.id, status: 'passed' });
    // The rival's bid on A is not this company's: hasBid stays false until its own is lodged.
    await lodgeBid({ id: rivalOnA, projectId: a.id, supplierId: rival.id });

    const first = await mine(company.token, { page: 1, pageSize: 2 });
    expect(first.body.code, first.body.msg).toBe(0);
    expect(first.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.data!.list.map((r) => r.id)).toEqual([ec, eb]);
    expect(first.body.data!.list[0]).toMatchObject({
      projectId: c.id,
      status: 'failed',
      reason: '资格证明文件不全',
      projectState: 'enrolling',
      projectStateLabel: '已暂停',
    });
    expect(first.body.data!.list[1]).toMatchObject({
      projectId: b.id,
      sectionId: b.sections[0]!.id,
      sectionName: '第二标段',
      projectCode: b.projectCode,
      projectName: b.projectName,
      purchaseName: b.purchaseName,
      projectState: 'enrolling',
      projectStateLabel: '报名中',
      enrollEndTime: b.enrollEndTime!.toISOString(),
      closeFileupTime: b.closeFileupTime!.toISOString(),
      openTime: b.openTime!.toISOString(),
      // The 投标 page seals in the browser when the project's 加密方式 is 投标人加密.
      encryptMode: b.encryptMode,
      hasBid: false,
      opened: false,
    });
    expect(first.body.data!.list[1]).not.toHaveProperty('reason');
    const second = await mine(company.token, { page: 2, pageSize: 2 });
    expect(second.body.data!.list).toEqual([
      expect.objectContaining({ id: ea, projectId: a.id, status: 'passed', hasBid: false, opened: false }),
    ]);

    await lodgeBid({ id: ea, projectId: a.id, supplierId: company.id });
    passTime(t.clock, a.openTime);
    await t.db
      .insert(bidOpenings)
      .values({ projectId: a.id, openedAt: t.clock.now(), openedBy: staff.id, openedByName: staff.name });
    const after = await mine(company.token, { page: 2, pageSize: 2 });
    expect(after.body.data!.list[0]).toMatchObject({ id: ea, hasBid: true, opened: true });
    // The rival sees only its own row.
    expect((await mine(rival.token)).body.data).toMatchObject({ total: 1, list: [{ id: rivalOnA, hasBid: true }] });
  });

  it('narrows to one project with projectId: each 标段 of it, never another project or company', async () => {
    const company = await bidderCompany(t);
    const rival = await bidderCompany(t);
    const project = await tenderProject(t, { sections: ['第一标段', '第二标段'] });
    const other = await tenderProject(t);
    const [one, two] = project.sections.map((s) => s.id);
    const first = await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id, sectionId: one! });
    await enrolDirectly(t.db, { projectId: other.id, supplierId: company.id });
    const second = await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id, sectionId: two! });
    await enrolDirectly(t.db, { projectId: project.id, supplierId: rival.id, sectionId: one! });

    const reply = await mine(company.token, { projectId: project.id });
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.data).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(reply.body.data!.list.map((r) => [r.id, r.projectId, r.sectionName])).toEqual([
      [second, project.id, '第二标段'],
      [first, project.id, '第一标段'],
    ]);
    // Paging and the total follow the filter, not the company's every enrolment.
    const paged = await mine(company.token, { projectId: String(project.id), page: 2, pageSize: 1 });
    expect(paged.body.data).toMatchObject({ total: 2, list: [{ id: first }] });
    // A cleared filter is every project; a project the company did not enrol on, or none at all, is an empty page.
    for (const cleared of ['', null]) {
      expect((await mine(company.token, { projectId: cleared })).body.data!.total).toBe(3);
    }
    const stranger = await tenderProject(t);
    for (const projectId of [stranger.id, 2_000_000_000]) {
      expect((await mine(company.token, { projectId })).body.data).toEqual({
        list: [],
        total: 0,
        page: 1,
        pageSize: 10,
      });
    }
  });

  it('refuses a projectId that cannot be an id', async () => {
    const company = await bidderCompany(t);
    for (const [projectId, msg] of [
      [0, '请选择项目'],
      [-3, '请选择项目'],
      [1.5, '请选择项目'],
      ['abc', '请选择项目'],
      [2_147_483_648, '项目不存在'],
    ] as const) {
      expect((await mine(company.token, { projectId })).body, String(projectId)).toEqual({
        code: ErrorCode.INVALID_INPUT,
        msg,
      });
    }
  });

  it('searches the project name or code with keyword, paging and counting the matches only', async () => {
    const company = await bidderCompany(t);
    const rival = await bidderCompany(t);
    const pump = await tenderProject(t, {
      overrides: { projectName: '城西泵站改造100%_工程', projectCode: 'BZ-2026-07' },
    });
    const pipe = await tenderProject(t, { overrides: { projectName: '城东管网维修', projectCode: 'GW-2026-08' } });
    const pumpRow = await enrolDirectly(t.db, { projectId: pump.id, supplierId: company.id });
    const pipeRow = await enrolDirectly(t.db, { projectId: pipe.id, supplierId: company.id });
    await enrolDirectly(t.db, { projectId: pump.id, supplierId: rival.id });

    const byName = await mine(company.token, { keyword: ' 泵站 ' });
    expect(byName.body.code, byName.body.msg).toBe(0);
    expect(byName.body.data).toMatchObject({ total: 1, list: [{ id: pumpRow, projectId: pump.id }] });
    // The code matches case-insensitively; % and _ are the characters typed, not wildcards.
    expect((await mine(company.token, { keyword: 'gw-2026' })).body.data).toMatchObject({
      total: 1,
      list: [{ id: pipeRow }],
    });
    expect((await mine(company.token, { keyword: '100%_' })).body.data!.total).toBe(1);
    expect((await mine(company.token, { keyword: '%' })).body.data!.total).toBe(1);
    expect((await mine(company.token, { keyword: '_' })).body.data!.total).toBe(1);
    expect((await mine(company.token, { keyword: '城' })).body.data).toMatchObject({ total: 2 });
    expect((await mine(company.token, { keyword: '城', page: 2, pageSize: 1 })).body.data).toMatchObject({
      total: 2,
      list: [{ id: pumpRow }],
    });
    // Cleared is no filter; no match is an empty page; with projectId both narrow.
    for (const keyword of ['', '  ', null]) {
      expect((await mine(company.token, { keyword })).body.data!.total, String(keyword)).toBe(2);
    }
    expect((await mine(company.token, { keyword: '不存在的项目' })).body.data).toMatchObject({ total: 0, list: [] });
    expect((await mine(company.token, { keyword: '泵站', projectId: pipe.id })).body.data!.total).toBe(0);
    expect((await mine(rival.token, { keyword: '管网' })).body.data!.total).toBe(0);
    expect((await mine(company.token, { keyword: 'x'.repeat(101) })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '关键字不能超过100个字符',
    });
  });

  it('tells each row its outcome once the 中标公告 is published: won, lost (a bidder), or none', async () => {
    const winner = await bidderCompany(t);
    const loser = await bidderCompany(t);
    const idle = await bidderCompany(t);
    const project = await tenderProject(t, { overrides: { status: 'publicity' } });
    const rows = new Map<number, number>();
    for (const company of [winner, loser, idle]) {
      rows.set(company.id, await enrolDirectly(t.db, { projectId: project.id, supplierId: company.id }));
    }
    for (const company of [winner, loser]) {
      await lodgeBid({ id: rows.get(company.id)!, projectId: project.id, supplierId: company.id });
    }
    const outcome = async (company: { token: string }) => (await mine(company.token)).body.data!.list[0]!.outcome;

    // 公示中: nobody has won or lost yet.
    for (const company of [winner, loser, idle]) expect(await outcome(company)).toBeNull();

    await t.db
      .update(projects)
      .set({ status: 'awarded', winnerSupplierId: winner.id, awardAmount: '780000.00', awardedAt: t.clock.now() })
      .where(eq(projects.id, project.id));
    expect(await outcome(winner)).toBe('won');
    expect(await outcome(loser)).toBe('lost');
    // Enrolled without a bid: no result of its own.
    expect(await outcome(idle)).toBeNull();
    // The winner's name is not told to the others by this list.
    expect(JSON.stringify((await mine(loser.token)).body.data)).not.toContain(winner.companyName);
  });

  it('answers an empty page for a company without enrolments; refuses a staff token (401)', async () => {
    const company = await bidderCompany(t);
    expect((await mine(company.token)).body.data).toEqual({ list: [], total: 0, page: 1, pageSize: 10 });
    expect((await mine((await projectStaff(t)).token)).status).toBe(401);
    expect((await mine(company.token, { pageSize: 500 })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '每页条数不能大于100',
    });
  });
});
