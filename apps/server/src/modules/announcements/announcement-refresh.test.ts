/**
 * A 询价公告 drafted, refused at 发布 for too short a period, its four dates changed, then published, must
 * state the dates the project enforces. Values made from the template follow the project (the clerk's words stay);
 * a time the text states outside them refuses with STALE_TEXT_REFUSAL until the text is regenerated.
 */
import {
  type AnnouncementDetail,
  announcementApi,
  type BulletinDetail,
  bulletinApi,
  type RenderedHtml,
  STALE_TEXT_REFUSAL,
} from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PublishKit, publishKit } from '../../../test/kits/announcement-publish.ts';
import { announcements, projects } from '../../db/schema/index.ts';
import { OPEN_ADDRESS_MISSING } from './publication-rules.ts';

let kit: PublishKit;
beforeAll(async () => {
  kit = await publishKit();
});
afterAll(() => kit.t.close());

/** Too short for 询价 (3 working days from Monday 2030-03-04): publishing refuses these. */
const SHORT = { enrollEndTime: '2030-03-05 17:00', closeFileupTime: '2030-03-06 17:00', openTime: '2030-03-06 17:30' };
/** The dates staff change to after the refusal. */
const MOVED = {
  enrollTime: '2030-03-04 11:00',
  enrollEndTime: '2030-03-08 17:00',
  closeFileupTime: '2030-03-11 09:00',
  openTime: '2030-03-11 09:30',
};
const CLERK_LINE = '<p>请各供应商提前熟悉平台操作。</p>';

const preview = async (id: number) =>
  (await kit.get<RenderedHtml>(`${announcementApi.preview.path}?id=${id}`)).body.data!;

async function save(draft: AnnouncementDetail, html: string, times: Record<string, string>) {
  const reply = await kit.post<AnnouncementDetail>('update', {
    id: draft.id,
    title: draft.title,
    html,
    enrollTime: draft.enrollTime,
    ...times,
    contacts: draft.contacts,
  });
  expect(reply.body.code, reply.body.msg).toBe(0);
  return reply.body.data!;
}

describe('a 招标公告 whose dates changed after drafting', () => {
  it('publishes the project’s new dates, keeps the clerk’s own edits, and the preview marked the old ones', async () => {
    const { project, draft } = await kit.tenderDraft(1, SHORT);
    await kit.expectRefused(
      project.id,
      draft.id,
      '询价采购自公告发布至投标文件上传截止时间不得少于3个工作日（最早可截止于2030年3月7日）',
    );
    // The editor sends back the text as it holds it (the marks included), with the clerk's line added.
    const edited = await save(draft, draft.html + CLERK_LINE, MOVED);
    expect(edited.html).toContain('2030年3月5日 17:00');

    const seen = await preview(draft.id);
    expect(seen.strayTimes).toEqual([]);
    expect(seen.stale!.map((s) => [s.label, s.written, s.current])).toEqual([
      ['报名截止时间', '2030年3月5日 17:00', '2030年3月8日 17:00'],
      ['开标时间', '2030年3月6日 17:30', '2030年3月11日 09:30'],
    ]);
    expect(seen.html).toContain(
      '<mark data-stale="true" title="项目当前值：2030年3月8日 17:00，发布时自动更新">2030年3月5日 17:00</mark>',
    );

    const published = await kit.post<AnnouncementDetail>('publish', { id: draft.id });
    expect(published.body.code, published.body.msg).toBe(0);
    const html = published.body.data!.html;
    expect(html).toContain('<p>报名截止：2030年3月8日 17:00</p><p>开标时间：2030年3月11日 09:30</p>');
    expect(html).toContain(CLERK_LINE);
    expect(html).not.toContain('2030年3月5日');
    expect(html).not.toContain('2030年3月6日');
    expect(html).not.toContain('data-placeholder');
    const [row] = await kit.t.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.enrollEndTime).toEqual(new Date('2030-03-08T09:00:00Z'));
    const bulletin = await kit.api.get<BulletinDetail>(`${bulletinApi.detail.path}?id=${draft.id}`);
    expect(bulletin.body.data!.html).toBe(html);
  });

  it('refuses a text whose times cannot be refreshed, changing nothing; 重新生成 then publishes', async () => {
    const { project, draft } = await kit.tenderDraft(1, SHORT);
    // A draft whose text states its times without marks (made before them, or typed by hand).
    await kit.t.db
      .update(announcements)
      .set({ html: `<p>报名截止：2030年3月5日 17:00</p>${CLERK_LINE}` })
      .where(eq(announcements.id, draft.id));
    const typed = (await kit.get<AnnouncementDetail>(`${announcementApi.detail.path}?id=${draft.id}`)).body.data!;
    await save(typed, typed.html, MOVED);

    const seen = await preview(draft.id);
    expect(seen.strayTimes).toEqual(['2030年3月5日 17:00']);
    expect(seen.html).toContain('<mark data-stale="true" title="与项目的时间不一致：请按模板重新生成正文">');
    await kit.expectRefused(project.id, draft.id, STALE_TEXT_REFUSAL);

    const regenerated = await kit.post<RenderedHtml>('render', { id: draft.id, ...MOVED });
    await save(typed, regenerated.body.data!.html, MOVED);
    const published = await kit.post<AnnouncementDetail>('publish', { id: draft.id });
    expect(published.body.code, published.body.msg).toBe(0);
    expect(published.body.data!.html).toContain('<p>报名截止：2030年3月8日 17:00</p>');
  });

  it('a time the project holds is not stale: a draft true to the project publishes as written', async () => {
    const { draft } = await kit.tenderDraft(1, MOVED);
    const seen = await preview(draft.id);
    expect(seen).toMatchObject({ stale: [], strayTimes: [] });
    expect(seen.html).not.toContain('<mark');
    expect((await kit.post('publish', { id: draft.id })).body.code).toBe(0);
  });
});

describe('开标地点 and the 招标公告', () => {
  it('refuses the tender notice while the project has no 开标地点, changing nothing', async () => {
    const { project, draft } = await kit.tenderDraft(1, MOVED);
    await kit.t.db.update(projects).set({ openAddress: '  ' }).where(eq(projects.id, project.id));
    await kit.expectRefused(project.id, draft.id, OPEN_ADDRESS_MISSING);
    expect(OPEN_ADDRESS_MISSING).toContain('开标地点');
  });

  it('fills {{openAddress}} with the place, brought up to date when the project changed it before publishing', async () => {
    const html = '<p>开标地点：{{openAddress}}</p><p>报名截止：{{enrollEndTime}}</p>';
    const { project, draft } = await kit.tenderDraft(1, MOVED, html);
    expect(draft.html).toBe(
      '<p>开标地点：<span data-placeholder="project.openAddress">集团本部三楼开标室</span></p>' +
        '<p>报名截止：<span data-placeholder="announcement.enrollEndTime">2030年3月8日 17:00</span></p>',
    );
    await kit.t.db.update(projects).set({ openAddress: '线上开标大厅' }).where(eq(projects.id, project.id));
    const published = await kit.post<AnnouncementDetail>('publish', { id: draft.id });
    expect(published.body.code, published.body.msg).toBe(0);
    expect(published.body.data!.html).toBe('<p>开标地点：线上开标大厅</p><p>报名截止：2030年3月8日 17:00</p>');
  });
});
