/**
 * Migration 0019 turns the avoided experts' ids kept as sent ("12") in stored extraction requests and draw records
 * into the numbers every answer gives. Runs the committed SQL on an empty PGlite: migrations up to 0018, rows as
 * the old server stored them, then 0019; the requests then read back through the request schema.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, migrateThrough } from '../../../test/kits/migrations.ts';
import { storedRequest } from './committee-view.ts';

const db = new PGlite();
afterAll(() => db.close());

const request = (avoidExperts: unknown[]) =>
  JSON.stringify({ committeeSize: 3, technicalCount: 2, economicCount: 1, avoidExperts });

describe('migration 0019_avoid_expert_ids_numbers', () => {
  it('stores avoided experts by number, keeps their reasons and order, and drops text that is no id', async () => {
    await migrateThrough(db, 18);
    await db.exec(`insert into staff_users (username, name, mobile, password_hash) values ('u', '管理员', '1', 'x')`);
    const old = request([
      { expertId: '12', reason: '亲属' },
      { expertId: 7, reason: '同单位' },
      { expertId: ' 9 ', reason: '曾任职' },
      { expertId: '张三', reason: '无编号' },
      { expertId: '99999999999', reason: '超出范围' },
    ]);
    const untouched = request([{ expertId: 3, reason: '亲属' }]);
    await db.query(
      `insert into extractions (kind, task_name, request, created_by, created_at)
       values ('external', '旧任务', $1, 1, now()), ('external', '新任务', $2, 1, now()),
       ('external', '无回避', '{"committeeSize": 3}', 1, now())`,
      [old, untouched],
    );
    await db.query(
      `insert into extraction_draws (extraction_id, kind, drawn_by, drawn_at, filters, eligible_count, result)
       values (1, 'initial', 1, now(), $1, 5, '{}')`,
      [old],
    );

    await migrate(db, 19);
    const expected = [
      { expertId: 12, reason: '亲属' },
      { expertId: 7, reason: '同单位' },
      { expertId: 9, reason: '曾任职' },
    ];
    const { rows } = await db.query<{ request: Record<string, unknown> }>(
      'select request from extractions order by id',
    );
    expect(rows.map((r) => r.request.avoidExperts)).toEqual([expected, [{ expertId: 3, reason: '亲属' }], undefined]);
    expect(storedRequest(rows[0]!.request).avoidExperts).toEqual(expected);
    const draws = await db.query<{ filters: Record<string, unknown> }>('select filters from extraction_draws');
    expect(draws.rows[0]!.filters.avoidExperts).toEqual(expected);
  });
});
