import { type AnnouncementDetail, type BulletinDetail, ErrorCode } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditActions } from '../../../test/factories.ts';
import { MONDAY, type PublishKit, publishKit } from '../../../test/kits/announcement-publish.ts';
import { setNow, tenderTimes } from '../../../test/kits/announcements.ts';
import { announcements, auditLogs, projects } from '../../db/schema/index.ts';

let kit: PublishKit;
beforeAll(async () => {
  kit = await publishKit();
});
afterAll(() => kit.t.close());

describe('publishing a 招标公告', () => {
  it('freezes the formatted HTML, copies the times onto the project, moves it to 报名中 and logs it', async () => {
    const { project, draft } = await kit.tenderDraft(1, {
      enrollEndTime: '2030-03-06 17:00',
      closeFileupTime: '2030-03-07 09:00',
      openTime: '2030-03-07 09:30',
    });
    const reply = await kit.post<AnnouncementDetail>('publish', { id: draft.id });
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.msg).toBe('发布成功');
    expect(reply.body.data).toMatchObject({ status: 'published', statusLabel: '已发布' });
    expect(Math.abs(Date.parse(reply.body.data!.publishedAt!) - kit.t.clock.now().getTime())).toBeLessThan(60_000);
    expect(reply.body.data!.html).toContain('<p>开标时间：2030年3月7日 09:30</p><p>总投资：1,234,567.50元</p>');

    const [row] = await kit.t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({
      status: 'enrolling',
      closeFileupTime: new Date('2030-03-07T01:00:00Z'),
      openTime: new Date('2030-03-07T01:30:00Z'),
    });
    expect(row!.enrollTime!.toISOString()).toBe(draft.enrollTime);
    expect(await auditActions(kit.t.db, 'project', project.id)).toEqual([
      'announcement.create',
      'announcement.publish',
    ]);
    const [log] = await kit.t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'announcement.publish'))
      .orderBy(auditLogs.id);
    expect(log!.detail).toMatchObject({ type: 'tender', from: 'approved', to: 'enrolling' });

    // The public page shows the frozen HTML.
    const detail = await kit.api.get<BulletinDetail>(`/api/bulletin/detail?id=${draft.id}`);
    expect(detail.body.data!.html).toBe(reply.body.data!.html);
  });

  it('refuses times out of order', async () => {
    const { project, draft } = await kit.tenderDraft(3);
    // Break the order after creation (the form refuses it); publishing checks again.
    await kit.t.db
      .update(announcements)
      .set({ openTime: new Date('2030-03-01T00:00:00Z') })
      .where(eq(announcements.id, draft.id));
    await kit.expectRefused(project.id, draft.id, '开标时间不能早于投标文件上传截止时间');
  });

  it('refuses a 询价 deadline under 3 working days, accepts exactly 3', async () => {
    const short = await kit.tenderDraft(1, {
      enrollEndTime: '2030-03-05 17:00',
      closeFileupTime: '2030-03-06 17:00',
      openTime: '2030-03-06 17:30',
    });
    await kit.expectRefused(
      short.project.id,
      short.draft.id,
      '询价采购自公告发布至投标文件上传截止时间不得少于3个工作日（最早可截止于2030年3月7日）',
    );
    const enough = await kit.tenderDraft(1, {
      enrollEndTime: '2030-03-06 17:00',
      closeFileupTime: '2030-03-07 09:00',
      openTime: '2030-03-07 09:30',
    });
    expect((await kit.post('publish', { id: enough.draft.id })).body.code).toBe(0);
  });

  it('counts working days over a weekend for 竞争性谈判 (Friday → Wednesday is 3)', async () => {
    setNow(kit.t.clock, '2030-03-08T02:00:00Z');
    try {
      const tuesday = await kit.tenderDraft(2, {
        enrollEndTime: '2030-03-11 17:00',
        closeFileupTime: '2030-03-12 17:00',
        openTime: '2030-03-12 17:00',
      });
      await kit.expectRefused(
        tuesday.project.id,
        tuesday.draft.id,
        '竞争性谈判采购自公告发布至投标文件上传截止时间不得少于3个工作日（最早可截止于2030年3月13日）',
      );
    } finally {
      setNow(kit.t.clock, MONDAY);
    }
  });

  it('refuses a 公开招标 deadline under 20 days, accepts 20', async () => {
    const short = await kit.tenderDraft(3, {
      enrollEndTime: '2030-03-20 17:00',
      closeFileupTime: '2030-03-23 09:00',
      openTime: '2030-03-23 09:30',
    });
    await kit.expectRefused(
      short.project.id,
      short.draft.id,
      '公开招标自公告发布至投标文件上传截止时间不得少于20日（最早可截止于2030年3月24日）',
    );
    const enough = await kit.tenderDraft(3, { closeFileupTime: '2030-03-24 09:00', openTime: '2030-03-24 09:30' });
    expect((await kit.post('publish', { id: enough.draft.id })).body.code).toBe(0);
  });

  it('refuses a tender whose enrolment has already closed', async () => {
    const { project, draft } = await kit.tenderDraft(3, { enrollEndTime: '2030-03-05 17:00' });
    setNow(kit.t.clock, '2030-03-06T00:00:00Z');
    try {
      await kit.expectRefused(project.id, draft.id, '报名截止时间已过，请修改后再发布');
    } finally {
      setNow(kit.t.clock, MONDAY);
    }
  });

  it('refuses publishing outside the lifecycle: a second tender, a paused project', async () => {
    const { project, draft } = await kit.tenderDraft(3);
    const second = await kit.post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'tender',
      templateId: draft.templateId,
      ...tenderTimes(kit.t.clock.now()),
    });
    expect((await kit.post('publish', { id: draft.id })).body.code).toBe(0);
    // Published an hour before enrollTime (tenderTimes): the project reads 待报名 until enrolment opens.
    await kit.expectRefused(project.id, second.body.data!.id, '项目当前状态为「待报名」，不能发布招标公告');

    const paused = await kit.tenderDraft(3);
    await kit.t.db
      .update(projects)
      .set({ paused: true, pauseReason: '资金未落实' })
      .where(eq(projects.id, paused.project.id));
    await kit.expectRefused(
      paused.project.id,
      paused.draft.id,
      '项目已暂停（暂停原因：资金未落实），不能发布招标公告，请先恢复',
    );
  });

  it('refuses placeholders nobody knows', async () => {
    const { project, draft } = await kit.tenderDraft(3, {}, '<p>{{projectName}} {{bidDeposit}}</p>');
    await kit.expectRefused(project.id, draft.id, '公告内容含有无法识别的占位符：{{bidDeposit}}，请修改后再发布');
  });
});

describe('a published announcement is frozen', () => {
  it('cannot be edited, re-rendered, deleted or published again', async () => {
    const { project, draft } = await kit.tenderDraft(3);
    expect((await kit.post('publish', { id: draft.id })).body.code).toBe(0);
    const before = await kit.snapshot(project.id);
    const frozen = { code: ErrorCode.RULE, msg: '已发布的公告不能修改，如需更正请发布更正公告' };
    expect(
      (await kit.post('update', { id: draft.id, title: 'x', html: '<p>x</p>', ...tenderTimes(kit.t.clock.now()) }))
        .body,
    ).toEqual(frozen);
    expect((await kit.post('render', { id: draft.id })).body).toEqual(frozen);
    expect((await kit.post('publish', { id: draft.id })).body).toEqual(frozen);
    expect((await kit.post('delete', { id: draft.id })).body).toEqual({
      code: ErrorCode.RULE,
      msg: '已发布的公告不能删除，如需更正请发布更正公告',
    });
    expect(await kit.snapshot(project.id)).toEqual(before);
  });
});
