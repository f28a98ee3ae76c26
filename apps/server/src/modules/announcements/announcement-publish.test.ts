import {
  type AnnouncementDetail,
  type BulletinDetail,
  type BulletinRow,
  ErrorCode,
  type Page,
  Permission,
  type PurchaseWay,
} from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { auditActions, createStaff } from '../../../test/factories.ts';
import { announcements, auditLogs, projects } from '../../db/schema/index.ts';
import { createTestProject, createTestTemplate, setNow, tenderTimes } from './testing.ts';

let t: TestApp;
let api: ApiClient;
let token: string;

/** Monday 2030-03-04 10:00 in Beijing: working-day counts are predictable (no holidays configured). */
const MONDAY = '2030-03-04T02:00:00Z';

beforeAll(async () => {
  t = await buildTestApp();
  setNow(t.clock, MONDAY);
  api = new ApiClient(t.app);
  const staff = await createStaff(t.db, { perms: [Permission.project] });
  token = await api.staffToken(staff.username, staff.password);
});
afterAll(() => t.close());

const post = <T>(path: string, body: unknown) => api.post<T>(`/api/announcement/${path}`, body, { token });

async function snapshot(projectId: number) {
  return {
    project: await t.db.select().from(projects).where(eq(projects.id, projectId)),
    rows: await t.db.select().from(announcements).where(eq(announcements.projectId, projectId)),
    log: await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(projectId))),
  };
}

/** A project with a tender draft of the given times (defaults satisfy every rule). */
async function tenderDraft(purchaseWay: PurchaseWay = 1, times: Record<string, string> = {}, html?: string) {
  const project = await createTestProject(t.db, { purchaseWay });
  const template = await createTestTemplate(t.db, { type: 'tender', purchaseWay, html });
  const reply = await post<AnnouncementDetail>('create', {
    projectId: project.id,
    type: 'tender',
    templateId: template.id,
    ...tenderTimes(t.clock.now()),
    ...times,
  });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return { project, draft: reply.body.data! };
}

async function expectRefused(projectId: number, draftId: number, msg: string) {
  const before = await snapshot(projectId);
  expect((await post('publish', { id: draftId })).body).toEqual({ code: ErrorCode.RULE, msg });
  expect(await snapshot(projectId)).toEqual(before);
}

describe('publishing a 招标公告', () => {
  it('freezes the formatted HTML, copies the times onto the project, moves it to 报名中 and logs it', async () => {
    const { project, draft } = await tenderDraft(1, {
      enrollEndTime: '2030-03-06 17:00',
      closeFileupTime: '2030-03-07 09:00',
      openTime: '2030-03-07 09:30',
    });
    const reply = await post<AnnouncementDetail>('publish', { id: draft.id });
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.msg).toBe('发布成功');
    expect(reply.body.data).toMatchObject({ status: 'published', statusLabel: '已发布' });
    expect(Math.abs(Date.parse(reply.body.data!.publishedAt!) - t.clock.now().getTime())).toBeLessThan(60_000);
    expect(reply.body.data!.html).toContain('<p>开标时间：2030年3月7日 09:30</p><p>总投资：1,234,567.50元</p>');

    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({
      status: 'enrolling',
      closeFileupTime: new Date('2030-03-07T01:00:00Z'),
      openTime: new Date('2030-03-07T01:30:00Z'),
    });
    expect(row!.enrollTime!.toISOString()).toBe(draft.enrollTime);
    expect(await auditActions(t.db, 'project', project.id)).toEqual(['announcement.create', 'announcement.publish']);
    const [log] = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'announcement.publish'))
      .orderBy(auditLogs.id);
    expect(log!.detail).toMatchObject({ type: 'tender', from: 'approved', to: 'enrolling' });

    // The public page shows the frozen HTML.
    const detail = await api.get<BulletinDetail>(`/api/bulletin/detail?id=${draft.id}`);
    expect(detail.body.data!.html).toBe(reply.body.data!.html);
  });

  it('refuses times out of order', async () => {
    const { project, draft } = await tenderDraft(3);
    // Break the order after creation (the form refuses it); publishing checks again.
    await t.db
      .update(announcements)
      .set({ openTime: new Date('2030-03-01T00:00:00Z') })
      .where(eq(announcements.id, draft.id));
    await expectRefused(project.id, draft.id, '开标时间不能早于投标文件上传截止时间');
  });

  it('refuses a 询价 deadline under 3 working days, accepts exactly 3', async () => {
    const short = await tenderDraft(1, {
      enrollEndTime: '2030-03-05 17:00',
      closeFileupTime: '2030-03-06 17:00',
      openTime: '2030-03-06 17:30',
    });
    await expectRefused(
      short.project.id,
      short.draft.id,
      '询价采购自公告发布至投标文件上传截止时间不得少于3个工作日（最早可截止于2030年3月7日）',
    );
    const enough = await tenderDraft(1, {
      enrollEndTime: '2030-03-06 17:00',
      closeFileupTime: '2030-03-07 09:00',
      openTime: '2030-03-07 09:30',
    });
    expect((await post('publish', { id: enough.draft.id })).body.code).toBe(0);
  });

  it('counts working days over a weekend for 竞争性谈判 (Friday → Wednesday is 3)', async () => {
    setNow(t.clock, '2030-03-08T02:00:00Z');
    try {
      const tuesday = await tenderDraft(2, {
        enrollEndTime: '2030-03-11 17:00',
        closeFileupTime: '2030-03-12 17:00',
        openTime: '2030-03-12 17:00',
      });
      await expectRefused(
        tuesday.project.id,
        tuesday.draft.id,
        '竞争性谈判采购自公告发布至投标文件上传截止时间不得少于3个工作日（最早可截止于2030年3月13日）',
      );
    } finally {
      setNow(t.clock, MONDAY);
    }
  });

  it('refuses a 公开招标 deadline under 20 days, accepts 20', async () => {
    const short = await tenderDraft(3, {
      enrollEndTime: '2030-03-20 17:00',
      closeFileupTime: '2030-03-23 09:00',
      openTime: '2030-03-23 09:30',
    });
    await expectRefused(
      short.project.id,
      short.draft.id,
      '公开招标自公告发布至投标文件上传截止时间不得少于20日（最早可截止于2030年3月24日）',
    );
    const enough = await tenderDraft(3, { closeFileupTime: '2030-03-24 09:00', openTime: '2030-03-24 09:30' });
    expect((await post('publish', { id: enough.draft.id })).body.code).toBe(0);
  });

  it('refuses a tender whose enrolment has already closed', async () => {
    const { project, draft } = await tenderDraft(3, { enrollEndTime: '2030-03-05 17:00' });
    setNow(t.clock, '2030-03-06T00:00:00Z');
    try {
      await expectRefused(project.id, draft.id, '报名截止时间已过，请修改后再发布');
    } finally {
      setNow(t.clock, MONDAY);
    }
  });

  it('refuses publishing outside the lifecycle: a second tender, a paused project', async () => {
    const { project, draft } = await tenderDraft(3);
    const second = await post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'tender',
      templateId: draft.templateId,
      ...tenderTimes(t.clock.now()),
    });
    expect((await post('publish', { id: draft.id })).body.code).toBe(0);
    await expectRefused(project.id, second.body.data!.id, '项目当前状态为「报名中」，不能发布招标公告');

    const paused = await tenderDraft(3);
    await t.db
      .update(projects)
      .set({ paused: true, pauseReason: '资金未落实' })
      .where(eq(projects.id, paused.project.id));
    await expectRefused(
      paused.project.id,
      paused.draft.id,
      '项目已暂停（暂停原因：资金未落实），不能发布招标公告，请先恢复',
    );
  });

  it('refuses placeholders nobody knows', async () => {
    const { project, draft } = await tenderDraft(3, {}, '<p>{{projectName}} {{bidDeposit}}</p>');
    await expectRefused(project.id, draft.id, '公告内容含有无法识别的占位符：{{bidDeposit}}，请修改后再发布');
  });
});

describe('a published announcement is frozen', () => {
  it('cannot be edited, re-rendered, deleted or published again', async () => {
    const { project, draft } = await tenderDraft(3);
    expect((await post('publish', { id: draft.id })).body.code).toBe(0);
    const before = await snapshot(project.id);
    const frozen = { code: ErrorCode.RULE, msg: '已发布的公告不能修改，如需更正请发布更正公告' };
    expect(
      (await post('update', { id: draft.id, title: 'x', html: '<p>x</p>', ...tenderTimes(t.clock.now()) })).body,
    ).toEqual(frozen);
    expect((await post('render', { id: draft.id })).body).toEqual(frozen);
    expect((await post('publish', { id: draft.id })).body).toEqual(frozen);
    expect((await post('delete', { id: draft.id })).body).toEqual({
      code: ErrorCode.RULE,
      msg: '已发布的公告不能删除，如需更正请发布更正公告',
    });
    expect(await snapshot(project.id)).toEqual(before);
  });
});

describe('publishing a 更正公告', () => {
  async function publishedTender() {
    const { project, draft } = await tenderDraft(3);
    expect((await post('publish', { id: draft.id })).body.code).toBe(0);
    const template = await createTestTemplate(t.db, {
      type: 'correction',
      purchaseWay: 3,
      html: '<p>原公告开标时间更正为：{{openTime}}，报名截止{{enrollEndTime}}</p>',
    });
    return { project, tender: draft, template };
  }

  it('keeps the project’s state, moves its times, links to the tender and logs it', async () => {
    const { project, tender, template } = await publishedTender();
    const created = await post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'correction',
      templateId: template.id,
      correctsId: tender.id,
      closeFileupTime: '2030-03-30 09:00',
      openTime: '2030-03-30 09:30',
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const reply = await post<AnnouncementDetail>('publish', { id: created.body.data!.id });
    expect(reply.body.code, reply.body.msg).toBe(0);
    // Unchanged times come from the project (the tender's), changed ones from the correction.
    expect(reply.body.data!.html).toBe(`<p>原公告开标时间更正为：2030年3月30日 09:30，报名截止2030年3月23日 10:00</p>`);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ status: 'enrolling', openTime: new Date('2030-03-30T01:30:00Z') });
    const detail = await api.get<BulletinDetail>(`/api/bulletin/detail?id=${tender.id}`);
    expect(detail.body.data!.correctedBy.map((a) => a.id)).toEqual([created.body.data!.id]);
    expect(detail.body.data!.dates.openTime).toBe('2030-03-30T01:30:00.000Z');
  });

  it('refuses corrected times out of order, in the past, or shortening the minimum period', async () => {
    const { project, tender, template } = await publishedTender();
    for (const [times, msg] of [
      [{ openTime: '2030-03-20 09:00' }, '开标时间不能早于投标文件上传截止时间'],
      [{ enrollEndTime: '2030-03-01 09:00' }, '更正后的报名截止时间不能早于当前时间'],
      [
        { enrollEndTime: '2030-03-10 09:00', closeFileupTime: '2030-03-20 09:00', openTime: '2030-03-20 09:00' },
        '公开招标自公告发布至投标文件上传截止时间不得少于20日（最早可截止于2030年3月24日）',
      ],
    ] as const) {
      const created = await post<AnnouncementDetail>('create', {
        projectId: project.id,
        type: 'correction',
        templateId: template.id,
        correctsId: tender.id,
        ...times,
      });
      expect(created.body.code, created.body.msg).toBe(0);
      await expectRefused(project.id, created.body.data!.id, msg);
    }
  });
});

describe('publishing a 流标公告', () => {
  it('moves the project to 已流标 with the reason', async () => {
    const { project } = await tenderDraft(1);
    const template = await createTestTemplate(t.db, {
      type: 'failure',
      purchaseWay: 1,
      html: '<p>流标原因：{{lossDes}}</p>',
    });
    const created = await post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'failure',
      templateId: template.id,
      lossDes: '有效投标人不足三家',
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const reply = await post<AnnouncementDetail>('publish', { id: created.body.data!.id });
    expect(reply.body.data!.html).toBe('<p>流标原因：有效投标人不足三家</p>');
    const [row] = await t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ status: 'failed', lossDes: '有效投标人不足三家' });
  });

  it('refuses a failure draft whose reason was removed', async () => {
    const project = await createTestProject(t.db);
    const template = await createTestTemplate(t.db, { type: 'failure', purchaseWay: 1, html: '<p>{{lossDes}}</p>' });
    const created = await post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'failure',
      templateId: template.id,
      lossDes: '预算调整',
    });
    await t.db.update(announcements).set({ extra: {} }).where(eq(announcements.id, created.body.data!.id));
    await expectRefused(project.id, created.body.data!.id, '请填写流标原因');
  });
});

describe('the bulletin after publishing', () => {
  it('shows a new announcement at once although the bulletin page is cached', async () => {
    const { project, draft } = await tenderDraft(3);
    const bulletin = async () =>
      (await api.get<Page<BulletinRow>>(`/api/bulletin/list?keyword=${project.projectCode}`)).body.data!;
    expect((await bulletin()).total).toBe(0);
    // A row written behind the service's back stays invisible while the cached page lives: the page is cached …
    await t.db.insert(announcements).values({
      projectId: project.id,
      type: 'tender',
      title: '直接写入的公告',
      html: '<p>x</p>',
      status: 'published',
      publishedAt: new Date('2000-01-01T00:00:00Z'),
    });
    expect((await bulletin()).total).toBe(0);
    // … and publishing through the service clears it.
    expect((await post('publish', { id: draft.id })).body.code).toBe(0);
    expect((await bulletin()).list.map((r) => r.id)[0]).toBe(draft.id);
  });
});
