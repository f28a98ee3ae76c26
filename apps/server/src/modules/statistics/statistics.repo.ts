import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

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

export interface AmountRow {
  key: string | number;
  projects: number;
  budget: string;
  awarded: number;
  award_amount: string;
}

/**
 * 立项 (projects created in the range, their budgets) and 中标 (awards made in the range, their amounts) grouped by
 * the same key; `key` maps a project's timestamp column to its group (the month needs the column, the others not).
 */
export function amountsBy(db: DbOrTx, b: Bounds, key: (at: SQL) => SQL, label: (k: SQL) => SQL = (k) => k) {
  return rows<AmountRow>(
    db,
    sql`with c as (
          select ${key(sql`p.created_at`)} as k, count(*)::int as projects, sum(p.budget) as budget
          from projects p where ${within(sql`p.created_at`, b)} group by 1),
        a as (
          select ${key(sql`p.awarded_at`)} as k, count(*)::int as awarded, sum(p.award_amount) as award
          from projects p where ${within(sql`p.awarded_at`, b)} group by 1)
        select ${label(sql`coalesce(c.k, a.k)`)} as key, coalesce(c.projects, 0)::int as projects,
          ${money(sql`c.budget`)} as budget, coalesce(a.awarded, 0)::int as awarded, ${money(sql`a.award`)} as award_amount
        from c full join a on a.k = c.k order by coalesce(c.k, a.k)`,
  );
}

export const byMonth = (db: DbOrTx, b: Bounds) => amountsBy(db, b, beijingMonth, monthLabel);
export const byWay = (db: DbOrTx, b: Bounds) => amountsBy(db, b, () => sql`p.purchase_way`);
export const byDept = (db: DbOrTx, b: Bounds) => amountsBy(db, b, () => sql`p.need_dept_id`);

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

export function byStatus(db: DbOrTx, b: Bounds) {
  return rows<{ status: string; projects: number; budget: string }>(
    db,
    sql`select p.status, count(*)::int as projects, ${money(sql`sum(p.budget)`)} as budget
        from projects p where ${within(sql`p.created_at`, b)} group by p.status order by p.status`,
  );
}

export interface SummaryRow {
  projects: number;
  budget: string;
  awarded: number;
  award_amount: string;
  savings_budget: string;
  savings_award: string;
  savings_rate: string | null;
  failed: number;
  failure_rate: string | null;
  opened: number;
  avg_bidders: string | null;
  avg_days: string | null;
}

/**
 * The headline figures. 节资率 is over the awards of the range whose project has a budget (a budget of 0 says
 * nothing about savings); 流标 is dated by the first published 流标公告 of the project (a re-tender copy is a
 * project of its own and fails or wins on its own); the days to award run from the project's first published
 * 招标公告.
 */
export async function summary(db: DbOrTx, b: Bounds): Promise<SummaryRow> {
  const [row] = await rows<SummaryRow>(
    db,
    sql`with created as (
          select count(*)::int as projects, sum(budget) as budget from projects p where ${within(sql`p.created_at`, b)}),
        won as (
          select count(*)::int as awarded, sum(award_amount) as award,
            sum(budget) filter (where budget > 0) as sb, sum(award_amount) filter (where budget > 0) as sa
          from projects p where ${within(sql`p.awarded_at`, b)}),
        failed as (
          select count(*)::int as failed from (
            select min(published_at) as at from announcements
            where type = 'failure' and status = 'published' group by project_id) f
          where ${within(sql`f.at`, b)}),
        opened as (
          select count(*)::int as opened, avg(n) as avg_bidders from (
            select o.project_id, count(ob.bid_id) as n from bid_openings o
            left join opened_bids ob on ob.project_id = o.project_id
            where ${within(sql`o.opened_at`, b)} group by o.project_id) x),
        days as (
          -- Per award of the range (announcements_project_idx), not a pass over every project's 招标公告.
          select avg(extract(epoch from p.awarded_at - (
              select min(a.published_at) from announcements a
              where a.project_id = p.id and a.type = 'tender' and a.status = 'published'))::numeric / 86400) as avg_days
          from projects p where ${within(sql`p.awarded_at`, b)})
        select created.projects, ${money(sql`created.budget`)} as budget,
          won.awarded, ${money(sql`won.award`)} as award_amount,
          ${money(sql`won.sb`)} as savings_budget, ${money(sql`won.sa`)} as savings_award,
          ${rate(sql`(won.sb - won.sa) * 100 / nullif(won.sb, 0)`)} as savings_rate,
          failed.failed,
          ${rate(sql`failed.failed * 100.0 / nullif(failed.failed + won.awarded, 0)`)} as failure_rate,
          opened.opened, ${rate(sql`opened.avg_bidders`)} as avg_bidders, ${rate(sql`days.avg_days`)} as avg_days
        from created, won, failed, opened, days`,
  );
  return row!;
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
