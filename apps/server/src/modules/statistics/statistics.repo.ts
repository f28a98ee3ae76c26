import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { shownStatusSql } from '../projects/project-status-sql.ts';

/**
 * Every figure of 统计分析 as one aggregate statement each (GROUP BY, FILTER): no project row reaches Node, so the
 * page answers in the same time for ten projects and for a hundred thousand. Counts come back as int, money as
 * numeric(18,2) text and rates as numeric rounded to two places (round() on numeric rounds half away from zero,
 * which for these non-negative figures is half up), so no figure passes through a float.
 */

/** Instants: [from, to) — the start of the first Beijing day and the start of the day after the last. */
export interface Bounds {
  from: string;
  to: string;
}

const within = (column: SQL, b: Bounds) =>
  sql`${column} >= ${b.from}::timestamptz and ${column} < ${b.to}::timestamptz`;
const money = (value: SQL) => sql`coalesce(${value}, 0)::numeric(18, 2)::text`;
const rate = (value: SQL) => sql`round(${value}, 2)::text`;
/**
 * The Beijing month (UTC+8 all year, no summer time) without relying on the server's time zone database: rows are
 * grouped on the truncated timestamp (cheap per row) and only the groups are formatted as text — formatting every
 * row with to_char made the month table the slowest figure (bench/statistics.ts).
 */
const beijingMonth = (column: SQL) => sql`date_trunc('month', ${column} at time zone 'UTC' + interval '8 hours')`;
const monthLabel = (month: SQL) => sql`to_char(${month}, 'YYYY-MM')`;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  // node-postgres and PGlite both answer { rows }.
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The groups of the page's tables; `all` is the whole range (the headline's 立项 and 中标 figures). */
export type GroupSet = 'month' | 'way' | 'dept' | 'status' | 'all';

/** Which grouping set a row of `group by grouping sets` belongs to (grouping() is 0 for the set's own column). */
const groupSet = (columns: Partial<Record<Exclude<GroupSet, 'all'>, SQL>>) =>
  sql`case ${sql.join(
    Object.entries(columns).map(([name, column]) => sql`when grouping(${column}) = 0 then ${sql.raw(`'${name}'`)}`),
    sql` `,
  )} else 'all' end`;

export interface CreatedRow {
  grp: GroupSet;
  /** The month ('2026-03'), purchase way, department id or shown status; null for `all`. */
  key: string | null;
  projects: number;
  budget: string;
}

/**
 * 立项: the projects created in the range, counted and their budgets summed by month, purchase way, department and
 * status, and over all — one pass over the range with GROUPING SETS instead of five queries each reading it. The
 * status is the one the project list shows as of `now` (shownStatusSql: 投标中, 待开标 by the clock, 已暂停), not the
 * stored column.
 */
export function createdGroups(db: DbOrTx, b: Bounds, now: Date) {
  return rows<CreatedRow>(
    db,
    sql`select ${groupSet({ month: sql`m`, way: sql`purchase_way`, dept: sql`need_dept_id`, status: sql`status` })} as grp,
          coalesce(${monthLabel(sql`m`)}, purchase_way::text, need_dept_id::text, status) as key,
          count(*)::int as projects, ${money(sql`sum(budget)`)} as budget
        from (select ${beijingMonth(sql`projects.created_at`)} as m, purchase_way, need_dept_id,
            ${shownStatusSql(now)} as status, budget
          from projects where ${within(sql`projects.created_at`, b)}) p
        group by grouping sets ((m), (purchase_way), (need_dept_id), (status), ())`,
  );
}

export interface AwardedRow {
  grp: Exclude<GroupSet, 'status' | 'all'>;
  key: string;
  awarded: number;
  award_amount: string;
}

/** 中标: the awards made in the range, by month, purchase way and department (one pass, as above). */
export function awardedGroups(db: DbOrTx, b: Bounds) {
  return rows<AwardedRow>(
    db,
    sql`select ${groupSet({ month: sql`m`, way: sql`purchase_way`, dept: sql`need_dept_id` })} as grp,
          coalesce(${monthLabel(sql`m`)}, purchase_way::text, need_dept_id::text) as key,
          count(*)::int as awarded, ${money(sql`sum(award_amount)`)} as award_amount
        from (select ${beijingMonth(sql`p.awarded_at`)} as m, p.purchase_way, p.need_dept_id, p.award_amount
          from projects p where ${within(sql`p.awarded_at`, b)}) p
        group by grouping sets ((m), (purchase_way), (need_dept_id))`,
  );
}

export function departmentNames(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return rows<{ id: number; name: string }>(
    db,
    sql`select id, name from departments where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export interface OutcomesRow {
  awarded: number;
  award_amount: string;
  savings_budget: string;
  savings_award: string;
  savings_rate: string | null;
  failed: number;
  failure_rate: string | null;
}

/**
 * How the range's tenders ended. 中标: the awards made in the range; 节资率 over those whose project has a budget (a
 * budget of 0 says nothing about savings). 流标: dated by the project's first published 流标公告 — the 流标公告
 * published in the range with no earlier published one (a re-tender copy is a project of its own and fails or wins
 * on its own). 流标率 = failed ÷ (failed + awarded).
 */
export async function outcomes(db: DbOrTx, b: Bounds) {
  const [row] = await rows<OutcomesRow>(
    db,
    sql`with won as (
          select count(*)::int as awarded, sum(award_amount) as award,
            sum(budget) filter (where budget > 0) as sb, sum(award_amount) filter (where budget > 0) as sa
          from projects p where ${within(sql`p.awarded_at`, b)}),
        failed as (
          select count(distinct a.project_id)::int as failed from announcements a
          where a.type = 'failure' and a.status = 'published' and ${within(sql`a.published_at`, b)}
            and not exists (select 1 from announcements e where e.project_id = a.project_id and e.type = 'failure'
              and e.status = 'published' and e.published_at < ${b.from}::timestamptz))
        select won.awarded, ${money(sql`won.award`)} as award_amount,
          ${money(sql`won.sb`)} as savings_budget, ${money(sql`won.sa`)} as savings_award,
          ${rate(sql`(won.sb - won.sa) * 100 / nullif(won.sb, 0)`)} as savings_rate,
          failed.failed, ${rate(sql`failed.failed * 100.0 / nullif(failed.failed + won.awarded, 0)`)} as failure_rate
        from won, failed`,
  );
  return row!;
}

/** The projects opened in the range and their bids per project (opened bids ÷ openings). */
export async function openedBids(db: DbOrTx, b: Bounds) {
  const [row] = await rows<{ opened: number; avg_bidders: string | null }>(
    db,
    sql`with o as (select project_id from bid_openings where ${within(sql`opened_at`, b)})
        select (select count(*) from o)::int as opened,
          ${rate(sql`(select count(*) from opened_bids ob join o on o.project_id = ob.project_id)::numeric
            / nullif((select count(*) from o), 0)`)} as avg_bidders`,
  );
  return row!;
}

/**
 * Days from the project's first published 招标公告 to its award, averaged over the awards of the range — looked up
 * per award (announcements_project_idx), not a pass over every project's 招标公告.
 */
export async function averageDaysToAward(db: DbOrTx, b: Bounds) {
  const [row] = await rows<{ avg_days: string | null }>(
    db,
    sql`select ${rate(sql`avg(extract(epoch from p.awarded_at - (
            select min(a.published_at) from announcements a
            where a.project_id = p.id and a.type = 'tender' and a.status = 'published'))::numeric / 86400)`)} as avg_days
        from projects p where ${within(sql`p.awarded_at`, b)}`,
  );
  return row!.avg_days;
}

export interface SupplierRow {
  supplier_id: number;
  company_name: string;
  enrolments: number;
  wins: number;
  win_amount: string;
}

/** The 20 companies that enrolled most in the range (then won most), with their wins awarded in the range. */
export function topSuppliers(db: DbOrTx, b: Bounds) {
  return rows<SupplierRow>(
    db,
    sql`with e as (
          select supplier_id, count(*)::int as n from enrolments where ${within(sql`created_at`, b)} group by 1),
        w as (
          select winner_supplier_id as supplier_id, count(*)::int as n, sum(award_amount) as amount
          from projects p where p.winner_supplier_id is not null and ${within(sql`p.awarded_at`, b)} group by 1)
        select s.id as supplier_id, s.company_name, coalesce(e.n, 0)::int as enrolments, coalesce(w.n, 0)::int as wins,
          ${money(sql`w.amount`)} as win_amount
        from e full join w on w.supplier_id = e.supplier_id
        join suppliers s on s.id = coalesce(e.supplier_id, w.supplier_id)
        order by 3 desc, 4 desc, s.id limit 20`,
  );
}

/** Invitations sent in the range by the expert's answer (is_affirm: 1 接受, -1 拒绝, 2 不能参加, 0 未答复). */
export async function expertDraws(db: DbOrTx, b: Bounds) {
  const [row] = await rows<Record<'drawn' | 'accepted' | 'declined' | 'cannotAttend' | 'pending', number>>(
    db,
    sql`select count(*)::int as "drawn", (count(*) filter (where is_affirm = 1))::int as "accepted",
          (count(*) filter (where is_affirm = -1))::int as "declined",
          (count(*) filter (where is_affirm = 2))::int as "cannotAttend",
          (count(*) filter (where is_affirm = 0))::int as "pending"
        from invitations where ${within(sql`created_at`, b)}`,
  );
  return row!;
}

/**
 * Entries listed in the range by target, type and their status on `today` (core blacklist/status.ts in SQL: the
 * status is never stored).
 */
export function blacklistCounts(db: DbOrTx, b: Bounds, today: string) {
  return rows<{ target_type: 'supplier' | 'specialist'; type: 'warning' | 'ban'; status: string; count: number }>(
    db,
    sql`select target_type, type, status, count(*)::int as count from (
          select target_type, type, case when lifted_at is not null then 'lifted'
            when ${today}::date < start_date then 'pending'
            when ${today}::date > end_date then 'expired' else 'active' end as status
          from blacklist_entries where ${within(sql`created_at`, b)}) x
        group by 1, 2, 3 order by 1, 2, 3`,
  );
}
