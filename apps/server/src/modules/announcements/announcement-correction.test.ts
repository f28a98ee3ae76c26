import type { AnnouncementDetail, BulletinDetail, BulletinRow, Page } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PublishKit, publishKit } from '../../../test/kits/announcement-publish.ts';
import { createTestProject, createTestTemplate } from '../../../test/kits/announcements.ts';
import { announcements, projects } from '../../db/schema/index.ts';

let kit: PublishKit;
beforeAll(async () => {
  kit = await publishKit();
});
afterAll(() => kit.t.close());

describe('publishing a 更正公告', () => {
  async function publishedTender() {
    const { project, draft } = await kit.tenderDraft(3);
    expect((await kit.post('publish', { id: draft.id })).body.code).toBe(0);
    const template = await createTestTemplate(kit.t.db, {
      type: 'correction',
      purchaseWay: 3,
      html: '<p>原公告开标时间更正为：{{openTime}}，报名截止{{enrollEndTime}}</p>',
    });
    return { project, tender: draft, template };
  }

  it('keeps the project’s state, moves its times, links to the tender and logs it', async () => {
    const { project, tender, template } = await publishedTender();
    const created = await kit.post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'correction',
      templateId: template.id,
      correctsId: tender.id,
      closeFileupTime: '2030-03-30 09:00',
      openTime: '2030-03-30 09:30',
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const reply = await kit.post<AnnouncementDetail>('publish', { id: created.body.data!.id });
    expect(reply.body.code, reply.body.msg).toBe(0);
    // Unchanged times come from the project (the tender's), changed ones from the correction.
    expect(reply.body.data!.html).toBe(`<p>原公告开标时间更正为：2030年3月30日 09:30，报名截止2030年3月23日 10:00</p>`);
    const [row] = await kit.t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ status: 'enrolling', openTime: new Date('2030-03-30T01:30:00Z') });
    const detail = await kit.api.get<BulletinDetail>(`/api/bulletin/detail?id=${tender.id}`);
    expect(detail.body.data!.correctedBy.map((a) => a.id)).toEqual([created.body.data!.id]);
    expect(detail.body.data!.dates.openTime).toBe('2030-03-30T01:30:00.000Z');
  });

  it('titles a project’s corrections by default 更正公告, 更正公告（二）, drafts counted', async () => {
    const { project, tender, template } = await publishedTender();
    const correction = () =>
      kit.post<AnnouncementDetail>('create', {
        projectId: project.id,
        type: 'correction',
        templateId: template.id,
        correctsId: tender.id,
        openTime: '2030-03-30 09:30',
        closeFileupTime: '2030-03-30 09:00',
      });
    const first = await correction();
    expect(first.body.data?.title, first.body.msg).toBe(`${project.projectName}更正公告`);
    expect((await kit.post('publish', { id: first.body.data!.id })).body.code).toBe(0);
    const second = await correction();
    expect(second.body.data?.title).toBe(`${project.projectName}更正公告（二）`);
    // a second draft while the first is still being written is the third, not another （二）
    expect((await correction()).body.data?.title).toBe(`${project.projectName}更正公告（三）`);
    expect(tender.title).toBe(`${project.projectName}招标公告`);
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
      const created = await kit.post<AnnouncementDetail>('create', {
        projectId: project.id,
        type: 'correction',
        templateId: template.id,
        correctsId: tender.id,
        ...times,
      });
      expect(created.body.code, created.body.msg).toBe(0);
      await kit.expectRefused(project.id, created.body.data!.id, msg);
    }
  });
});

describe('publishing a 流标公告', () => {
  it('moves the project to 已流标 with the reason', async () => {
    const { project } = await kit.tenderDraft(1);
    const template = await createTestTemplate(kit.t.db, {
      type: 'failure',
      purchaseWay: 1,
      html: '<p>流标原因：{{lossDes}}</p>',
    });
    const created = await kit.post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'failure',
      templateId: template.id,
      lossDes: '有效投标人不足三家',
    });
    expect(created.body.code, created.body.msg).toBe(0);
    const reply = await kit.post<AnnouncementDetail>('publish', { id: created.body.data!.id });
    expect(reply.body.data!.html).toBe('<p>流标原因：有效投标人不足三家</p>');
    const [row] = await kit.t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row).toMatchObject({ status: 'failed', lossDes: '有效投标人不足三家' });
  });

  it('refuses a failure draft whose reason was removed', async () => {
    const project = await createTestProject(kit.t.db);
    const template = await createTestTemplate(kit.t.db, {
      type: 'failure',
      purchaseWay: 1,
      html: '<p>{{lossDes}}</p>',
    });
    const created = await kit.post<AnnouncementDetail>('create', {
      projectId: project.id,
      type: 'failure',
      templateId: template.id,
      lossDes: '预算调整',
    });
    await kit.t.db.update(announcements).set({ extra: {} }).where(eq(announcements.id, created.body.data!.id));
    await kit.expectRefused(project.id, created.body.data!.id, '请填写流标原因');
  });
});

describe('the bulletin after publishing', () => {
  it('shows a new announcement at once although the bulletin page is cached', async () => {
    const { project, draft } = await kit.tenderDraft(3);
    const bulletin = async () =>
      (await kit.api.get<Page<BulletinRow>>(`/api/bulletin/list?keyword=${project.projectCode}`)).body.data!;
    expect((await bulletin()).total).toBe(0);
    // A row written behind the service's back stays invisible while the cached page lives: the page is cached …
    await kit.t.db.insert(announcements).values({
      projectId: project.id,
      type: 'tender',
      title: '直接写入的公告',
      html: '<p>x</p>',
      status: 'published',
      publishedAt: new Date('2000-01-01T00:00:00Z'),
    });
    expect((await bulletin()).total).toBe(0);
    // … and publishing through the service clears it.
    expect((await kit.post('publish', { id: draft.id })).body.code).toBe(0);
    expect((await bulletin()).list.map((r) => r.id)[0]).toBe(draft.id);
  });
});
