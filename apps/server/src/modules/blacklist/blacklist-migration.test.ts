/**
 * Migration 0008 drops the expert pool's blacklisted flag; the experts flagged before the upgrade must stay out of
 * every draw. Runs the committed SQL on an empty PGlite: migrations up to 0007, a flagged and an unflagged expert
 * as the old schema held them, then 0008.
 */
import { PGlite } from '@electric-sql/pglite';
import { blacklistEndDate, shanghaiDateKey } from '@swp/core';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrateThrough } from '../../../test/kits/migrations.ts';

const db = new PGlite();
afterAll(() => db.close());

describe('migration 0008_blacklist_experts', () => {
  it('turns each flagged expert into a one-year ban from today, then drops the flag', async () => {
    await migrateThrough(db, 7);
    await db.exec(`insert into specialists (name, mobile, blacklisted) values ('旧黑名单', '13800000001', true),
      ('正常专家', '13800000002', false)`);
    const before = shanghaiDateKey(Date.now());
    await migrate(db, 8);
    const after = shanghaiDateKey(Date.now());

    const { rows } = await db.query<Record<string, unknown>>(
      `select e.target_type, e.target_name, e.type, e.reason, e.start_date::text as start_date,
        e.end_date::text as end_date, e.lifted_at, s.name
       from blacklist_entries e join specialists s on s.id = e.target_id`,
    );
    expect(rows).toHaveLength(1);
    const [entry] = rows;
    expect(entry).toMatchObject({
      target_type: 'specialist',
      target_name: '旧黑名单',
      name: '旧黑名单',
      type: 'ban',
      reason: '原专家库黑名单标记',
      lifted_at: null,
    });
    expect([before, after]).toContain(entry!.start_date);
    expect(entry!.end_date).toBe(blacklistEndDate(entry!.start_date as string, 1));
    const columns = await db.query(
      `select 1 from information_schema.columns where table_name = 'specialists' and column_name = 'blacklisted'`,
    );
    expect(columns.rows).toEqual([]);
  });
});
