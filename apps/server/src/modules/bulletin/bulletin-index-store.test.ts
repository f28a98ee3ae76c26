import { randomBytes } from 'node:crypto';
import type { AnnouncementType, PurchaseWay } from '@swp/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createTestProject } from '../../../test/kits/announcements.ts';
import { announcements, projects } from '../../db/schema/index.ts';
import { readVersion } from './bulletin-index.repo.ts';
import { indexedPageJson } from './bulletin-index-store.ts';
import { type BulletinFilter, listPublishedJson } from './bulletin-list.repo.ts';

/**
 * The in-memory search (bulletin-index-store.ts) against the SQL search over the same database: the same pages, and
 * never an answer older than the tables, whoever wrote them. Rows are written straight into the tables, behind the
 * services' back, as a script or another server would.
 */
const { t } = useTestApp({ env: { BULLETIN_CACHE_MS: '0' } });

const tag = randomBytes(3).toString('hex');
let base = Date.parse('2032-01-01T00:00:00Z');

async function publish(input: { name: string; title: string; type?: AnnouncementType; way?: PurchaseWay }) {
  // Taken before any await: publications may run in parallel.
  base += 60_000;
  const publishedAt = new Date(base);
  const project = await createTestProject(t.db, {
    projectName: input.name,
    projectCode: `IX-${tag}-${publishedAt.getTime()}`,
    purchaseWay: input.way ?? 1,
    status: 'enrolling',
  });
  const [row] = await t.db
    .insert(announcements)
    .values({
      projectId: project.id,
      type: input.type ?? 'tender',
      title: input.title,
      html: '<p>公告</p>',
      status: 'published',
      publishedAt,
    })
    .returning();
  return { project, announcement: row! };
}

const page = (pageNo: number, pageSize = 10) => ({ page: pageNo, pageSize });

/** The in-memory answer, which must be given (not left to SQL), parsed. */
async function fromIndex(filter: BulletinFilter, at = page(1)) {
  const json = await indexedPageJson(t.db, filter, at);
  expect(json, `the index answers ${JSON.stringify(filter)}`).toBeDefined();
  return JSON.parse(json!);
}

const fromSql = async (filter: BulletinFilter, at = page(1)) => JSON.parse(await listPublishedJson(t.db, filter, at));

beforeAll(async () => {
  const facilities = ['泵站设备采购', '智能水表采购', '阀门及管件采购', '水厂深度处理工程'];
  const types: AnnouncementType[] = ['tender', 'tender', 'correction', 'failure', 'win'];
  for (let i = 0; i < 24; i++) {
    await publish({
      name: `${tag}城${'东西南北'[i % 4]}区${facilities[i % facilities.length]}`,
      title: `${tag}第${i}号${facilities[(i + 1) % facilities.length]}公告`,
      type: types[i % types.length],
      way: ((i % 4) + 1) as PurchaseWay,
    });
  }
});

describe('公告栏 in-memory search', () => {
  it('answers every filter and page as the SQL search does', async () => {
    const keywords = [undefined, tag, '泵', '泵站', `${tag}城东区`, '采购公告', `ix-${tag}`, '第1', '%', 'zz'];
    const types = [undefined, 'tender', 'failure'] as const;
    const ways = [undefined, 1, 3] as const;
    let compared = 0;
    for (const keyword of keywords) {
      for (const type of types) {
        for (const purchaseWay of ways) {
          const filter = { keyword, type, purchaseWay };
          for (const at of [page(1), page(2, 3), page(9)]) {
            const expected = await fromSql(filter, at);
            expect(await fromIndex(filter, at), JSON.stringify({ filter, at })).toEqual(expected);
            if (expected.list.length > 0) compared++;
          }
        }
      }
    }
    // Not a comparison of empty pages: a third of them hold rows (page 9 is past the end of every filter on purpose).
    expect(compared).toBeGreaterThan(80);
  });

  it('leaves a keyword with a line break or a cased letter outside ASCII to SQL', async () => {
    for (const keyword of ['甲\n乙', 'İ', 'Ａ']) {
      expect(await indexedPageJson(t.db, { keyword }, page(1)), keyword).toBeUndefined();
    }
  });

  it('sees every change to the tables at the next request, whoever made it', async () => {
    const keyword = `${tag}变更`;
    expect((await fromIndex({ keyword })).total).toBe(0);

    const { project, announcement } = await publish({ name: `${tag}变更项目`, title: `${tag}变更测试公告` });
    expect((await fromIndex({ keyword })).list.map((r: { id: number }) => r.id)).toEqual([announcement.id]);
    expect(await fromIndex({})).toEqual(await fromSql({}));

    await t.db.update(announcements).set({ type: 'failure' }).where(eq(announcements.id, announcement.id));
    expect((await fromIndex({ keyword, type: 'failure' })).total).toBe(1);
    expect((await fromIndex({ keyword, type: 'tender' })).total).toBe(0);

    await t.db
      .update(projects)
      .set({ projectName: `${tag}改名项目` })
      .where(eq(projects.id, project.id));
    expect((await fromIndex({ keyword: `${tag}改名` })).total).toBe(1);
    expect((await fromIndex({ keyword: `${tag}变更项目` })).total).toBe(0);
    // A date the list shows but the search does not hold is read with the page, so it is current too.
    await t.db
      .update(projects)
      .set({ openTime: new Date('2033-03-03T01:00:00Z') })
      .where(eq(projects.id, project.id));
    expect((await fromIndex({ keyword })).list[0].openTime).toBe('2033-03-03T01:00:00.000Z');

    await t.db.update(announcements).set({ status: 'draft' }).where(eq(announcements.id, announcement.id));
    expect((await fromIndex({ keyword })).total).toBe(0);
    expect(await fromIndex({})).toEqual(await fromSql({}));
  });

  it('never answers older than a write acknowledged before the request, with requests and writes in parallel', async () => {
    const keyword = `${tag}并发`;
    for (let i = 1; i <= 8; i++) {
      await publish({ name: `${tag}并发项目${i}`, title: `${tag}并发公告${i}` });
      const answers = await Promise.all(Array.from({ length: 6 }, () => indexedPageJson(t.db, { keyword }, page(1))));
      for (const json of answers) expect(json === undefined ? i : JSON.parse(json).total).toBe(i);
    }
    // Writers and readers at once: every answer lies between the counts before and after, and the last is exact.
    const reads: Promise<string | undefined>[] = [];
    await Promise.all(
      Array.from({ length: 8 }, async (_, k) => {
        reads.push(indexedPageJson(t.db, { keyword }, page(1)));
        await publish({ name: `${tag}并发项目${9 + k}`, title: `${tag}并发公告${9 + k}` });
        reads.push(indexedPageJson(t.db, { keyword }, page(1)));
      }),
    );
    for (const json of await Promise.all(reads)) {
      if (json === undefined) continue;
      const { total, list } = JSON.parse(json);
      expect(total).toBeGreaterThanOrEqual(8);
      expect(total).toBeLessThanOrEqual(16);
      expect(list).toHaveLength(Math.min(total, 10));
    }
    expect(await fromIndex({ keyword })).toEqual(await fromSql({ keyword }));
    expect((await fromIndex({ keyword })).total).toBe(16);
  });

  it('is not reloaded for changes the list does not show: drafts, projects without a published announcement', async () => {
    const version = () => readVersion(t.db);
    const before = await version();
    const project = await createTestProject(t.db, { projectName: `${tag}草稿项目` });
    const [draft] = await t.db
      .insert(announcements)
      .values({ projectId: project.id, type: 'tender', title: `${tag}草稿`, html: '<p>草稿</p>', status: 'draft' })
      .returning();
    await t.db
      .update(announcements)
      .set({ title: `${tag}草稿改` })
      .where(eq(announcements.id, draft!.id));
    await t.db
      .update(projects)
      .set({ projectName: `${tag}草稿项目改`, openTime: new Date('2033-01-01T00:00:00Z') })
      .where(eq(projects.id, project.id));
    expect(await version()).toBe(before);
    // The same changes once it is published do count.
    await t.db
      .update(announcements)
      .set({ status: 'published', publishedAt: new Date(base) })
      .where(eq(announcements.id, draft!.id));
    const published = await version();
    expect(BigInt(published)).toBeGreaterThan(BigInt(before));
    await t.db
      .update(projects)
      .set({ openTime: new Date('2033-02-01T00:00:00Z') })
      .where(eq(projects.id, project.id));
    expect(BigInt(await version())).toBeGreaterThan(BigInt(published));
  });

  it('sees the entries emptied by TRUNCATE, which fires no row trigger', async () => {
    expect((await fromIndex({})).total).toBeGreaterThan(0);
    await t.db.execute(sql`truncate announcements cascade`);
    expect(await fromIndex({})).toEqual({ list: [], total: 0, page: 1, pageSize: 10 });
    expect(await fromIndex({ keyword: tag })).toEqual({ list: [], total: 0, page: 1, pageSize: 10 });
  });
});
