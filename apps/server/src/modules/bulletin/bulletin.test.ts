import { randomBytes } from 'node:crypto';
import { type BulletinDetail, type BulletinRow, ErrorCode, type Page } from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createTestProject, setNow } from '../../../test/kits/announcements.ts';
import { insertAttachmentRow } from '../../../test/kits/files.ts';
import { announcementAttachments, announcements } from '../../db/schema/index.ts';

// No cache here: these tests write published rows straight into the table, bypassing the publish service.
const { t, api } = useTestApp({ env: { BULLETIN_CACHE_MS: '0' } });
beforeAll(() => setNow(t.clock, '2030-03-04T02:00:00Z'));

const list = (query: string) => api.get<Page<BulletinRow>>(`/api/bulletin/list?${query}`);

/** A project with announcements published at the given minutes after a base time, straight into the table. */
async function publishedSet(tag: string) {
  const base = Date.parse('2030-02-01T00:00:00Z');
  const inquiry = await createTestProject(t.db, {
    projectName: `${tag}泵站设备采购`,
    projectCode: `SW-${tag}-01`,
    purchaseWay: 1,
    status: 'enrolling',
    enrollTime: new Date('2030-03-01T00:00:00Z'),
    enrollEndTime: new Date('2030-03-10T09:00:00Z'),
    closeFileupTime: new Date('2030-03-12T01:00:00Z'),
    openTime: new Date('2030-03-12T01:30:00Z'),
  });
  const tender = await createTestProject(t.db, {
    projectName: `${tag}管网工程`,
    projectCode: `SW-${tag}-02`,
    purchaseWay: 3,
  });
  const rows = await t.db
    .insert(announcements)
    .values(
      [
        { projectId: inquiry.id, type: 'tender', title: `${tag}泵站设备采购招标公告`, minutes: 1 },
        { projectId: tender.id, type: 'tender', title: `${tag}管网工程招标公告`, minutes: 2 },
        { projectId: inquiry.id, type: 'correction', title: `${tag}泵站设备采购更正公告`, minutes: 3 },
        { projectId: tender.id, type: 'failure', title: `${tag}管网工程流标公告`, minutes: 4 },
        { projectId: tender.id, type: 'tender', title: `${tag}未发布的草稿`, minutes: 5, draft: true },
      ].map(({ minutes, draft, ...values }) => ({
        ...values,
        html: `<p>${values.title}</p>`,
        status: draft ? ('draft' as const) : ('published' as const),
        publishedAt: draft ? null : new Date(base + minutes * 60_000),
      })),
    )
    .returning();
  await t.db.update(announcements).set({ correctsId: rows[0]!.id }).where(eq(announcements.id, rows[2]!.id));
  return { inquiry, tender, rows };
}

describe('GET /api/bulletin/list (public)', () => {
  it('lists published announcements newest first, with labels and the project’s dates, without a token', async () => {
    const tag = randomBytes(3).toString('hex');
    const { inquiry, rows } = await publishedSet(tag);
    const reply = await list(`keyword=${tag}&pageSize=10`);
    expect(reply.status).toBe(200);
    expect(reply.body.data!.total).toBe(4);
    expect(reply.body.data!.list.map((r) => r.id)).toEqual([rows[3]!.id, rows[2]!.id, rows[1]!.id, rows[0]!.id]);
    expect(reply.body.data!.list[1]).toEqual({
      id: rows[2]!.id,
      title: `${tag}泵站设备采购更正公告`,
      type: 'correction',
      typeLabel: '更正公告',
      projectName: inquiry.projectName,
      projectCode: inquiry.projectCode,
      purchaseWay: 1,
      purchaseWayLabel: '询价采购',
      publishedAt: '2030-02-01T00:03:00.000Z',
      enrollEndTime: '2030-03-10T09:00:00.000Z',
      openTime: '2030-03-12T01:30:00.000Z',
    });
  });

  it('filters by type, purchase way and keyword (title, project name or code)', async () => {
    const tag = randomBytes(3).toString('hex');
    const { rows } = await publishedSet(tag);
    const ids = async (query: string) => (await list(`${query}&pageSize=50`)).body.data!.list.map((r) => r.id);
    expect(await ids(`keyword=${tag}&type=tender`)).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(await ids(`keyword=${tag}&purchaseWay=3`)).toEqual([rows[3]!.id, rows[1]!.id]);
    expect(await ids(`keyword=${tag}&type=failure&purchaseWay=3`)).toEqual([rows[3]!.id]);
    expect(await ids(`keyword=${encodeURIComponent(`${tag}泵站`)}`)).toEqual([rows[2]!.id, rows[0]!.id]);
    expect(await ids(`keyword=SW-${tag}-02`)).toEqual([rows[3]!.id, rows[1]!.id]);
    expect(await ids(`keyword=${tag.toUpperCase()}`)).toHaveLength(4);
    // A wildcard typed by a reader is a literal character.
    expect(await ids(`keyword=${tag}%25`)).toEqual([]);
    expect((await list('type=tender&pageSize=100')).body.data!.list.every((r) => r.type === 'tender')).toBe(true);
  });

  it('pages, and answers the total even past the last page', async () => {
    const tag = randomBytes(3).toString('hex');
    const { rows } = await publishedSet(tag);
    const page2 = await list(`keyword=${tag}&page=2&pageSize=3`);
    expect(page2.body.data).toEqual({
      list: [expect.objectContaining({ id: rows[0]!.id })],
      total: 4,
      page: 2,
      pageSize: 3,
    });
    expect((await list(`keyword=${tag}&page=9&pageSize=3`)).body.data).toEqual({
      list: [],
      total: 4,
      page: 9,
      pageSize: 3,
    });
    expect((await list(`keyword=nothing-${tag}`)).body.data).toEqual({ list: [], total: 0, page: 1, pageSize: 10 });
  });

  it('refuses malformed filters with a message', async () => {
    expect((await list('type=secret')).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '公告类型不正确' });
    expect((await list('purchaseWay=7')).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '采购方式须为1、2、3、4之一',
    });
    expect((await list('page=0')).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg: '页码不能小于1' });
  });
});

describe('GET /api/bulletin/detail (public)', () => {
  it('shows the frozen HTML, attachments, the project’s dates, the linked announcements and whether enrolment is open', async () => {
    const tag = randomBytes(3).toString('hex');
    const { inquiry, rows } = await publishedSet(tag);
    const file = await insertAttachmentRow(t.db, {
      storageKey: randomBytes(16).toString('hex'),
      originalName: '采购需求.pdf',
      size: 2048,
    });
    await t.db.insert(announcementAttachments).values({ announcementId: rows[0]!.id, fileId: file.id });

    const reply = await api.get<BulletinDetail>(`/api/bulletin/detail?id=${rows[0]!.id}`);
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.data).toMatchObject({
      id: rows[0]!.id,
      html: `<p>${tag}泵站设备采购招标公告</p>`,
      projectId: inquiry.id,
      attachments: [{ id: file!.id, name: '采购需求.pdf', size: 2048 }],
      dates: {
        enrollTime: '2030-03-01T00:00:00.000Z',
        enrollEndTime: '2030-03-10T09:00:00.000Z',
        closeFileupTime: '2030-03-12T01:00:00.000Z',
        openTime: '2030-03-12T01:30:00.000Z',
      },
      corrects: null,
      correctedBy: [{ id: rows[2]!.id, type: 'correction', typeLabel: '更正公告' }],
      related: [{ id: rows[0]!.id }, { id: rows[2]!.id }],
      enrolmentOpen: true,
    });
    const correction = await api.get<BulletinDetail>(`/api/bulletin/detail?id=${rows[2]!.id}`);
    expect(correction.body.data!.corrects).toMatchObject({ id: rows[0]!.id, type: 'tender' });

    setNow(t.clock, '2030-03-11T00:00:00Z');
    try {
      const closed = await api.get<BulletinDetail>(`/api/bulletin/detail?id=${rows[0]!.id}`);
      expect(closed.body.data!.enrolmentOpen).toBe(false);
    } finally {
      setNow(t.clock, '2030-03-04T02:00:00Z');
    }
  });

  it('answers a draft or an unknown id with 公告不存在', async () => {
    const { rows } = await publishedSet(randomBytes(3).toString('hex'));
    for (const id of [rows[4]!.id, 99999999]) {
      expect((await api.get(`/api/bulletin/detail?id=${id}`)).body).toEqual({
        code: ErrorCode.NOT_FOUND,
        msg: '公告不存在',
      });
    }
  });
});
