/**
 * The data of the 统计分析 benchmark: n projects created over the last two years with their 招标公告, three
 * enrolments each, the bids of the opened ones, awards (six in ten awarded, one in ten failed with a 流标公告), expert
 * invitations (five per tenth project) and blacklist rows — each table filled by one INSERT … SELECT over
 * generate_series, so 100,000 projects load in seconds instead of minutes row by row.
 */
import { Permission } from '@swp/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.ts';
import { roles, staffUserRoles, staffUsers } from '../../apps/server/src/db/schema/index.ts';
import { issueSession } from '../../apps/server/src/platform/auth/session.service.ts';

const SUPPLIERS = 200;
const SPECIALISTS = 100;

/** Runs one statement of raw SQL (no parameters: every value below is a number of this file). */
const run = (database: Database, text: string) => database.db.execute(sql.raw(text));

export async function loadStatistics(database: Database, n: number) {
  const span = `(interval '730 days' * g / ${n})`;
  await run(
    database,
    `insert into suppliers (account, password_hash, company_name, uscc, mobile, status)
     select 'stat_s' || g, 'x', '统计基准公司' || g, 'STAT' || lpad(g::text, 14, '0'), '199' || lpad(g::text, 8, '0'),
            'approved'
     from generate_series(1, ${SUPPLIERS}) g`,
  );
  await run(
    database,
    `insert into specialists (name, mobile) select '统计基准专家' || g, '198' || lpad(g::text, 8, '0')
     from generate_series(1, ${SPECIALISTS}) g`,
  );
  // Status by g % 10: 0–5 awarded, 6 failed, 7–9 still enrolling; every tenth budget is 0 (left out of 节资率).
  await run(
    database,
    `with d as (select min(id) id from departments),
          s as (select array_agg(id order by id) ids from suppliers where account like 'stat_s%')
     insert into projects (project_code, project_name, need_dept_id, manage_dept_id, purchase_way, purchase_name,
                           category_cn, budget, status, created_at, awarded_at, award_amount, winner_supplier_id)
     select 'STAT-' || g, '统计基准项目' || g, d.id, d.id, (g % 4) + 1, '某某市水务集团有限公司', '工程',
            case when g % 10 = 9 then 0 else 100000 + (g % 50) * 20000 end,
            case when g % 10 < 6 then 'awarded' when g % 10 = 6 then 'failed' else 'enrolling' end,
            now() - ${span},
            case when g % 10 < 6 then now() - ${span} + interval '40 days' end,
            case when g % 10 < 6 then (case when g % 10 = 9 then 0 else 100000 + (g % 50) * 20000 end) * 0.92 end,
            case when g % 10 < 6 then s.ids[1 + g % ${SUPPLIERS}] end
     from generate_series(1, ${n}) g, d, s`,
  );
  await run(
    database,
    `insert into announcements (project_id, type, title, html, status, published_at)
     select id, 'tender', project_name || '招标公告', '<p>招标公告</p>', 'published', created_at + interval '5 days'
     from projects where project_code like 'STAT-%'
     union all
     select id, 'failure', project_name || '流标公告', '<p>流标公告</p>', 'published', created_at + interval '30 days'
     from projects where project_code like 'STAT-%' and status = 'failed'`,
  );
  await run(
    database,
    `with s as (select array_agg(id order by id) ids from suppliers where account like 'stat_s%')
     insert into enrolments (project_id, supplier_id, status, created_at)
     select p.id, s.ids[1 + (p.id * 7 + k * 13) % ${SUPPLIERS}], 'passed', p.created_at + interval '10 days'
     from projects p, s, generate_series(0, 2) k where p.project_code like 'STAT-%'`,
  );
  await run(
    database,
    `insert into bid_openings (project_id, opened_at, opened_by, opened_by_name)
     select id, created_at + interval '20 days', (select min(id) from staff_users), '基准开标人'
     from projects where project_code like 'STAT-%' and status in ('awarded', 'failed')`,
  );
  await run(
    database,
    `insert into bids (enrolment_id, project_id, supplier_id, storage_key, file_name, mime_type, size, sha256,
                       sealed_offer, received_at)
     select e.id, e.project_id, e.supplier_id, 'stat-' || e.id, '投标文件.pdf', 'application/pdf', 1, repeat('0', 64),
            'v1:bench', o.opened_at - interval '1 hour'
     from enrolments e join bid_openings o on o.project_id = e.project_id`,
  );
  await run(
    database,
    `insert into opened_bids (bid_id, project_id, company_name, offer, "check")
     select id, project_id, '某公司', 1.00, 'ok' from bids where storage_key like 'stat-%'`,
  );
  await run(
    database,
    `insert into extractions (kind, project_id, request, created_by, created_at)
     select 'project', id, '{}'::jsonb, (select min(id) from staff_users), created_at + interval '15 days'
     from projects where project_code like 'STAT-%' and id % 10 = 0`,
  );
  await run(
    database,
    `with x as (select array_agg(id order by id) ids from specialists where name like '统计基准专家%')
     insert into invitations (extraction_id, specialist_id, seat, category, key_hash, is_affirm, sendurl_sendtime,
                              created_at)
     select e.id, x.ids[1 + (e.id + k * 17) % ${SPECIALISTS}], 'member', '给排水', 'stat-' || e.id || '-' || k,
            (array[1, 1, -1, 2, 0])[k + 1], e.created_at, e.created_at
     from extractions e, x, generate_series(0, 4) k`,
  );
  await run(
    database,
    `insert into blacklist_entries (target_type, target_id, target_name, type, reason, start_date, end_date,
                                    created_by_id, created_by_name, created_at)
     select case when g % 3 = 0 then 'specialist' else 'supplier' end, 1, '某公司',
            case when g % 2 = 0 then 'ban' else 'warning' end, '基准', (now() - ${span})::date,
            (now() - ${span} + interval '180 days')::date, (select min(id) from staff_users), '基准',
            now() - interval '730 days' * g / ${Math.max(1, n / 50)}
     from generate_series(1, ${Math.max(1, n / 50)}) g`,
  );
  await run(database, 'analyze');
}

/** A staff user holding only 统计分析 (system:analysis) and a live session of it: the token to send. */
export async function analystToken(database: Database) {
  const db = database.db;
  const [user] = await db
    .insert(staffUsers)
    .values({ username: `stat_bench_${Date.now()}`, name: '统计分析员', mobile: '19700000001', passwordHash: 'x' })
    .returning({ id: staffUsers.id });
  const [role] = await db
    .insert(roles)
    .values({ name: `stat_bench_${Date.now()}`, perms: [Permission.analysis] })
    .returning({ id: roles.id });
  await db.insert(staffUserRoles).values({ userId: user!.id, roleId: role!.id });
  const { token } = await issueSession(db, { now: () => new Date() }, 'staff', user!.id, '127.0.0.1');
  return token;
}
