import { randomBytes } from 'node:crypto';
import type { BulletinRow, Page } from '@swp/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createTestProject } from '../../../test/kits/announcements.ts';
import { announcements, projects } from '../../db/schema/index.ts';

/**
 * The 公告栏 keyword goes through bulletin_entries (kept by triggers) and an index of one- and two-character pieces.
 * These tests hold it to the plain meaning: the published announcements whose title, project name or project code
 * contains the keyword, ignoring case, every character literal — computed here with strpos(lower(…)), which knows
 * no wildcards, over the same database.
 */
const { t, api } = useTestApp({ env: { BULLETIN_CACHE_MS: '0' } });

const tag = randomBytes(3).toString('hex');
let base = Date.parse('2031-05-01T00:00:00Z');

/** A project and one announcement of it (published unless told), straight into the tables. */
async function publish(name: string, code: string, title: string, status: 'published' | 'draft' = 'published') {
  const project = await createTestProject(t.db, { projectName: name, projectCode: code, status: 'enrolling' });
  base += 60_000;
  const [row] = await t.db
    .insert(announcements)
    .values({
      projectId: project.id,
      type: 'tender',
      title,
      html: '<p>公告</p>',
      status,
      publishedAt: status === 'published' ? new Date(base) : null,
    })
    .returning();
  return { project, announcement: row! };
}

beforeAll(async () => {
  await publish(`${tag}泵站设备采购`, `SW-${tag}-A`, `${tag}泵站设备采购招标公告`);
  await publish(`${tag}增压泵站_二期`, `SW-${tag}-B`, `关于${tag}增压泵站的招标公告`);
  await publish(`${tag}水表100%更换`, `SW-${tag}-C`, `${tag}智能水表采购公告`);
  await publish(`${tag}阀门采购`, `sw\\${tag}\\d`, `${tag}ABC阀门 Tender 公告`);
  await publish(`${tag}甲乙工程`, `SW-${tag}-E`, `${tag}标题甲\n乙`);
  await publish(`乙方${tag}工程`, `SW-${tag}-F`, `${tag}结尾是甲`);
  await publish(`${tag}全角项目`, `SW-${tag}-W`, `${tag}全角ＡＢＣ公告`);
  await publish(`${tag}未发布的泵站`, `SW-${tag}-G`, `${tag}泵站草稿`, 'draft');
});

/** What the API lists for a keyword (ids in order) and its total. */
async function search(keyword: string) {
  const reply = await api.get<Page<BulletinRow>>(
    `/api/bulletin/list?pageSize=100&keyword=${encodeURIComponent(keyword)}`,
  );
  expect(reply.body.code, reply.body.msg).toBe(0);
  return { ids: reply.body.data!.list.map((r) => r.id), total: reply.body.data!.total };
}

/** The same question asked without the bulletin's machinery: literal, case-insensitive substring of a column. */
async function expected(keyword: string) {
  const contains = (column: typeof announcements.title | typeof projects.projectName | typeof projects.projectCode) =>
    sql`strpos(lower(${column}), lower(${keyword})) > 0`;
  const where = and(
    eq(announcements.status, 'published'),
    sql`(${contains(announcements.title)} or ${contains(projects.projectName)} or ${contains(projects.projectCode)})`,
  );
  const rows = await t.db
    .select({ id: announcements.id })
    .from(announcements)
    .innerJoin(projects, eq(projects.id, announcements.projectId))
    .where(where)
    .orderBy(desc(announcements.publishedAt), desc(announcements.id));
  return { ids: rows.slice(0, 100).map((r) => r.id), total: rows.length };
}

describe('公告栏 keyword', () => {
  it('finds exactly the rows whose title, project name or code contains it, % _ and \\ included', async () => {
    const keywords = [
      tag,
      tag.toUpperCase(),
      `${tag}泵站`,
      '泵站',
      '泵',
      `${tag}增压泵站_二`,
      '_',
      `${tag}_`,
      '%',
      '100%',
      `${tag}%`,
      '\\',
      `\\${tag}\\`,
      `abc阀门 tender`,
      `sw-${tag}-`,
      '草稿',
      `${tag}未发布`,
      '甲\n乙',
      `甲\n乙方${tag}`,
      'zz',
      // Cased letters outside ASCII: left to the SQL search (bulletin-index.ts indexCanSearch).
      'ＡＢＣ',
      'ａｂｃ',
      `${tag}全角Ａ`,
    ];
    for (const keyword of keywords) {
      expect(await search(keyword), JSON.stringify(keyword)).toEqual(await expected(keyword));
    }
    // The cases above that must not be empty are not: the comparison is not between two empty lists.
    expect((await search(`${tag}_`)).total).toBe(0);
    expect((await search('100%')).total).toBeGreaterThanOrEqual(1);
    expect((await search(`${tag}增压泵站_二`)).total).toBe(1);
    expect((await search(`\\${tag}\\`)).total).toBe(1);
    expect((await search('甲\n乙')).total).toBe(1);
    expect((await search(`甲\n乙方${tag}`)).total).toBe(0);
    expect((await search(`${tag}未发布`)).total).toBe(0);
    expect((await search(`${tag}全角Ａ`)).total).toBe(1);
  });

  it('follows a project renamed and an announcement withdrawn, whoever writes the tables', async () => {
    const { project, announcement } = await publish(`${tag}旧名称`, `SW-${tag}-R`, `${tag}改名测试公告`);
    expect((await search(`${tag}旧名称`)).ids).toEqual([announcement.id]);

    await t.db
      .update(projects)
      .set({ projectName: `${tag}新名称`, projectCode: `NEW-${tag}` })
      .where(eq(projects.id, project.id));
    expect((await search(`${tag}旧名称`)).ids).toEqual([]);
    expect((await search(`${tag}新名称`)).ids).toEqual([announcement.id]);
    expect((await search(`new-${tag}`)).ids).toEqual([announcement.id]);

    await t.db.update(announcements).set({ status: 'draft' }).where(eq(announcements.id, announcement.id));
    expect((await search(`${tag}新名称`)).ids).toEqual([]);
  });
});

describe('公告栏 total without a keyword', () => {
  /** The API's total for a query against a count of the published rows, asked of the tables directly. */
  async function expectTotals() {
    const published = async (type?: string, way?: number) => {
      const [row] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(announcements)
        .innerJoin(projects, eq(projects.id, announcements.projectId))
        .where(
          and(
            eq(announcements.status, 'published'),
            type ? eq(announcements.type, type) : undefined,
            way ? eq(projects.purchaseWay, way) : undefined,
          ),
        );
      return row!.n;
    };
    const total = async (query: string) =>
      (await api.get<Page<BulletinRow>>(`/api/bulletin/list?${query}`)).body.data!.total;
    expect(await total('page=1')).toBe(await published());
    expect(await total('type=tender')).toBe(await published('tender'));
    expect(await total('purchaseWay=1')).toBe(await published(undefined, 1));
    expect(await total('type=failure&purchaseWay=1')).toBe(await published('failure', 1));
  }

  it('is the number of published announcements, through publishing, withdrawing, retyping and deleting', async () => {
    await expectTotals();
    const { project, announcement } = await publish(`${tag}计数`, `SW-${tag}-N`, `${tag}计数公告`);
    await expectTotals();
    await t.db.update(announcements).set({ type: 'failure' }).where(eq(announcements.id, announcement.id));
    await expectTotals();
    await t.db.update(projects).set({ purchaseWay: 3 }).where(eq(projects.id, project.id));
    await expectTotals();
    await t.db.update(announcements).set({ status: 'draft' }).where(eq(announcements.id, announcement.id));
    await expectTotals();
    await t.db.update(announcements).set({ status: 'published' }).where(eq(announcements.id, announcement.id));
    await t.db.delete(announcements).where(eq(announcements.id, announcement.id));
    await expectTotals();
  });
});
