import {
  type AnnouncementDetail,
  type AnnouncementListRow,
  ErrorCode,
  type Page,
  Permission,
  type RenderedHtml,
} from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createStaff, staffTokenWith } from '../../../test/factories.ts';
import { createTestProject, createTestTemplate, setNow, tenderTimes } from '../../../test/kits/announcements.ts';
import { SAMPLE_FILES, uploadFile } from '../../../test/kits/files.ts';
import { announcements, auditLogs } from '../../db/schema/index.ts';

let token: string;

const { t, api } = useTestApp();
beforeAll(async () => {
  setNow(t.clock, '2030-03-04T02:00:00Z');
  token = await staffTokenWith(t.db, api, [Permission.project]);
});

const post = <T>(path: string, body: unknown) => api.post<T>(`/api/announcement/${path}`, body, { token });

/** Everything a refused request must leave as it was: the project's announcements and its 操作日志. */
async function snapshot(projectId: number) {
  return {
    rows: await t.db.select().from(announcements).where(eq(announcements.projectId, projectId)),
    log: await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(projectId))),
  };
}

async function tenderSetup(purchaseWay: 1 | 2 | 3 | 4 = 1) {
  const project = await createTestProject(t.db, { purchaseWay });
  const template = await createTestTemplate(t.db, { type: 'tender', purchaseWay });
  return { project, template };
}

describe('POST /api/announcement/create', () => {
  it('renders the template with the project and the draft’s own fields, titles it, and logs it on the project', async () => {
    const { project, template } = await tenderSetup();
    const reply = await post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'tender',
      templateId: template.id,
      ...tenderTimes(t.clock.now()),
      openTime: '2030-03-26 09:30',
      contacts: '王工',
      mobile: '0571-87654321',
    });
    expect(reply.body.code, reply.body.msg).toBe(0);
    const draft = reply.body.data!;
    expect(draft).toMatchObject({
      projectId: project.id,
      type: 'tender',
      typeLabel: '招标公告',
      status: 'draft',
      statusLabel: '草稿',
      // the default title names the 询价 tender as its stock template does (core defaultAnnouncementTitle)
      title: `${project.projectName}询价公告`,
      templateId: template.id,
      contacts: '王工',
      attachments: [],
    });
    // Each value sits in its mark, so publishing can bring it up to the project's (core announcement/refresh.ts).
    const mark = (reference: string, value: string) => `<span data-placeholder="${reference}">${value}</span>`;
    expect(draft.html).toBe(
      `<h2>${mark('project.projectName', project.projectName)}招标公告</h2>` +
        `<p>项目编号：${mark('project.projectCode', project.projectCode)}</p>` +
        `<p>采购方式：${mark('project.purchaseWay', '询价采购')}</p>` +
        `<p>报名截止：${mark('announcement.enrollEndTime', '2030年3月23日 10:00')}</p>` +
        `<p>开标时间：${mark('announcement.openTime', '2030年3月26日 09:30')}</p>` +
        `<p>总投资：${mark('project.totalInvestment', '1,234,567.50')}元</p>`,
    );
    expect(await auditActions(t.db, 'project', project.id)).toEqual(['announcement.create']);
  });

  it('refuses a template of another type, another purchase way, or disabled — creating nothing', async () => {
    const project = await createTestProject(t.db, { purchaseWay: 1 });
    const correction = await createTestTemplate(t.db, { type: 'correction', purchaseWay: 1 });
    const otherWay = await createTestTemplate(t.db, { type: 'tender', purchaseWay: 3 });
    const disabled = await createTestTemplate(t.db, { type: 'tender', purchaseWay: 1, enabled: false });
    const before = await snapshot(project.id);
    const base = { projectId: project.id, type: 'tender', ...tenderTimes(t.clock.now()) };
    expect((await post('create', { ...base, templateId: correction.id })).body).toEqual({
      code: ErrorCode.RULE,
      msg: '模板类型与公告类型不符：该模板用于更正公告，请选择招标公告模板',
    });
    expect((await post('create', { ...base, templateId: otherWay.id })).body).toEqual({
      code: ErrorCode.RULE,
      msg: '模板的采购方式（公开招标）与项目的采购方式不符，请选择其他模板',
    });
    expect((await post('create', { ...base, templateId: disabled.id })).body).toEqual({
      code: ErrorCode.RULE,
      msg: '该模板已停用，请选择其他模板',
    });
    expect((await post('create', { ...base, templateId: 999999 })).body).toEqual({
      code: ErrorCode.NOT_FOUND,
      msg: '公告模板不存在',
    });
    expect(await snapshot(project.id)).toEqual(before);
  });

  it('refuses a type the project’s lifecycle does not allow now, creating nothing', async () => {
    const draftProject = await createTestProject(t.db, { status: 'draft' });
    const template = await createTestTemplate(t.db, { type: 'tender', purchaseWay: 1 });
    const times = tenderTimes(t.clock.now());
    const before = await snapshot(draftProject.id);
    expect(
      (await post('create', { projectId: draftProject.id, type: 'tender', templateId: template.id, ...times })).body,
    ).toEqual({ code: ErrorCode.RULE, msg: '项目当前状态为「草稿」，不能发布招标公告' });

    // Result and winner notices need the 评标报告: refused by the lifecycle before anything is prefilled.
    const approved = await createTestProject(t.db);
    for (const [type, label] of [
      ['result', '发布结果公示'],
      ['win', '发布中标公告'],
    ] as const) {
      const other = await createTestTemplate(t.db, { type, purchaseWay: 1 });
      const reply = await post('create', { projectId: approved.id, type, templateId: other.id, winner: '某公司' });
      expect(reply.body).toEqual({ code: ErrorCode.RULE, msg: `项目当前状态为「已立项」，不能${label}` });
    }
    expect(await snapshot(draftProject.id)).toEqual(before);
  });

  it.each([
    [{ type: 'failure' }, '请填写流标原因'],
    [{ type: 'correction' }, '请选择被更正的公告'],
    [
      { type: 'tender', enrollTime: '2030-03-10 09:00', enrollEndTime: '2030-03-09 09:00' },
      '报名开始时间必须早于报名截止时间',
    ],
    [{ type: 'tender' }, '请选择报名开始时间'],
    [{ type: 'tender', mobile: 'call me' }, '联系电话格式不正确'],
    [{ type: 'tender', attachmentIds: ['not-a-uuid'] }, '附件格式不正确'],
  ])('refuses %j with “%s”', async (fields, msg) => {
    const project = await createTestProject(t.db);
    const template = await createTestTemplate(t.db, { type: fields.type as 'tender', purchaseWay: 1 });
    const before = await snapshot(project.id);
    const reply = await post('create', { projectId: project.id, templateId: template.id, ...fields });
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    expect(await snapshot(project.id)).toEqual(before);
  });

  it('refuses a correction of an announcement that is not a published tender of the project', async () => {
    const { project } = await tenderSetup();
    const template = await createTestTemplate(t.db, { type: 'correction', purchaseWay: 1 });
    const [draft] = await t.db
      .insert(announcements)
      .values({ projectId: project.id, type: 'tender', title: 'x', html: '<p>x</p>' })
      .returning();
    const reply = await post('create', {
      projectId: project.id,
      type: 'correction',
      templateId: template.id,
      correctsId: draft!.id,
    });
    // An approved project has no published tender yet: the lifecycle refuses first.
    expect(reply.body).toEqual({ code: ErrorCode.RULE, msg: '项目当前状态为「已立项」，不能发布更正公告' });
  });
});

describe('drafts: update, render, preview, attachments, list, delete', () => {
  async function createDraft() {
    const { project, template } = await tenderSetup();
    const times = tenderTimes(t.clock.now());
    const created = await post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'tender',
      templateId: template.id,
      ...times,
    });
    expect(created.body.code, created.body.msg).toBe(0);
    return { project, template, times, draft: created.body.data! };
  }

  it('saves edited HTML sanitized, with fields and attachments, and lists the draft', async () => {
    const { project, times, draft } = await createDraft();
    const file = (await uploadFile(t.app, token, '报名表.docx', SAMPLE_FILES.docx())).body.data!;
    const reply = await post<AnnouncementDetail>('update', {
      id: draft.id,
      title: '城东水厂管网改造工程招标公告（第二版）',
      html: '<p onclick="x()">改过的正文 {{contacts}}</p><script>alert(1)</script>',
      ...times,
      contacts: '李工',
      attachmentIds: [file.id, file.id],
    });
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.data).toMatchObject({
      title: '城东水厂管网改造工程招标公告（第二版）',
      html: '<p>改过的正文 {{contacts}}</p>',
      contacts: '李工',
      attachments: [{ id: file.id, name: '报名表.docx', size: SAMPLE_FILES.docx().length }],
    });
    const list = await api.get<Page<AnnouncementListRow>>(`/api/announcement/list?projectId=${project.id}`, { token });
    expect(list.body.data).toMatchObject({ total: 1, page: 1 });
    expect(list.body.data!.list[0]).toMatchObject({ id: draft.id, status: 'draft', typeLabel: '招标公告' });
    expect(await auditActions(t.db, 'project', project.id)).toEqual(['announcement.create', 'announcement.update']);

    // The preview fills placeholders typed into the editor: what publishing would freeze.
    const preview = await api.get<RenderedHtml>(`/api/announcement/preview?id=${draft.id}`, { token });
    expect(preview.body.data).toEqual({ html: '<p>改过的正文 李工</p>', unknown: [], stale: [], strayTimes: [] });
  });

  it('refuses attachments that were never uploaded', async () => {
    const { draft, times } = await createDraft();
    const reply = await post('update', {
      id: draft.id,
      title: 'x',
      html: '<p>x</p>',
      ...times,
      attachmentIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '附件不存在，请重新上传' });
  });

  it('re-renders the template with the form’s current fields without saving', async () => {
    const { draft, times } = await createDraft();
    const reply = await post<RenderedHtml>('render', { id: draft.id, ...times, enrollEndTime: '2030-03-20 17:00' });
    expect(reply.body.data!.html).toContain(
      '<p>报名截止：<span data-placeholder="announcement.enrollEndTime">2030年3月20日 17:00</span></p>',
    );
    expect(reply.body.data!.unknown).toEqual([]);
    const saved = await api.get<AnnouncementDetail>(`/api/announcement/detail?id=${draft.id}`, { token });
    expect(saved.body.data!.html).toBe(draft.html);
  });

  it('deletes a draft and logs it', async () => {
    const { project, draft } = await createDraft();
    expect((await post('delete', { id: draft.id })).body).toEqual({ code: 0, msg: '操作成功' });
    expect(await t.db.select().from(announcements).where(eq(announcements.id, draft.id))).toEqual([]);
    expect(await auditActions(t.db, 'project', project.id)).toEqual(['announcement.create', 'announcement.delete']);
    expect((await post('delete', { id: draft.id })).body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '公告不存在' });
  });
});

describe('permission system:project', () => {
  it('refuses staff without it (403) and creates nothing', async () => {
    const { project, template } = await tenderSetup();
    const other = await createStaff(t.db, { perms: [Permission.template] });
    const otherToken = await api.staffToken(other.username, other.password);
    const before = await snapshot(project.id);
    const reply = await api.post(
      '/api/announcement/create',
      { projectId: project.id, type: 'tender', templateId: template.id, ...tenderTimes(t.clock.now()) },
      { token: otherToken },
    );
    expect(reply.status).toBe(403);
    expect((await api.get(`/api/announcement/list?projectId=${project.id}`, { token: otherToken })).status).toBe(403);
    expect(await snapshot(project.id)).toEqual(before);
  });
});
