/**
 * Migration 0018 turns an announcement's chosen winner (extra.winnerSupplierId) from the numeric string written
 * by earlier versions into the number every other supplier id is. Runs the committed SQL on an empty PGlite: migrations
 * up to 0017, announcements as the old server stored them, then 0018.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrateThrough } from '../../../test/kits/migrations.ts';

const db = new PGlite();
afterAll(() => db.close());

const extras = async () =>
  (
    await db.query<{ title: string; extra: Record<string, unknown> }>(
      'select title, extra from announcements order by id',
    )
  ).rows;

describe('migration 0018_extra_winner_supplier_number', () => {
  it('stores the winner as a number, leaves every other field as it was, and drops a string that is no id', async () => {
    await migrateThrough(db, 17);
    await db.exec(`insert into departments (name) values ('采购部')`);
    await db.exec(`insert into projects (project_code, project_name, need_dept_id, manage_dept_id, purchase_way,
      purchase_name, category_cn, budget) values ('XJ-1', '水表采购', 1, 1, 1, '询价', '货物', '1000.00')`);
    const win = (title: string, extra: string) =>
      db.exec(`insert into announcements (project_id, type, title, html, extra)
        values (1, 'win', '${title}', '<p></p>', '${extra}')`);
    await win('旧中标公告', '{"winnerSupplierId": "11", "winner": "华东泵业有限公司", "amount": "780000.00"}');
    await win('新中标公告', '{"winnerSupplierId": 12, "winner": "江南水务"}');
    await win('坏数据', '{"winnerSupplierId": "abc", "winner": "无名"}');
    await win('超出范围', '{"winnerSupplierId": "99999999999"}');
    await win('结果公示', '{"bidInfo": "第一中标候选人：华东泵业有限公司", "gsTime": "2026-11-01T00:00:00.000Z"}');

    await migrate(db, 18);
    expect(await extras()).toEqual([
      { title: '旧中标公告', extra: { winnerSupplierId: 11, winner: '华东泵业有限公司', amount: '780000.00' } },
      { title: '新中标公告', extra: { winnerSupplierId: 12, winner: '江南水务' } },
      { title: '坏数据', extra: { winner: '无名' } },
      { title: '超出范围', extra: {} },
      {
        title: '结果公示',
        extra: { bidInfo: '第一中标候选人：华东泵业有限公司', gsTime: '2026-11-01T00:00:00.000Z' },
      },
    ]);
  });
});
