import {
  dayNumberStart,
  SHOWN_STATUSES,
  type ShownStatus,
  type StatisticsOverview,
  type StatisticsTableName,
  shanghaiDayNumber,
  shanghaiParts,
  statisticsTable,
} from '@swp/core';
import type { Deps } from '../../deps.ts';
import { loadExcelJS } from '../../lib/lazy-modules.ts';
import { beijingToday } from '../blacklist/blacklist-standing.ts';
import * as repo from './statistics.repo.ts';

export interface Range {
  from?: string | undefined;
  to?: string | undefined;
}

/** The days asked for, either end defaulting to this Beijing year's, and the instants [from, to) they cover. */
export function resolveRange(deps: Deps, range: Range) {
  const year = shanghaiParts(deps.clock.now().getTime()).year;
  const from = range.from ?? `${year}-01-01`;
  const to = range.to ?? `${year}-12-31`;
  const dayOf = (key: string) => shanghaiDayNumber(Date.parse(`${key}T00:00:00+08:00`));
  const bounds: repo.Bounds = {
    from: new Date(dayNumberStart(dayOf(from))).toISOString(),
    to: new Date(dayNumberStart(dayOf(to) + 1)).toISOString(),
  };
  return { from, to, bounds };
}

type Amounts = Pick<StatisticsOverview['summary'], 'projects' | 'budget' | 'awarded' | 'awardAmount'>;

/**
 * One table's rows from the 立项 and 中标 groups of its set, joined on the key (a month may have awards and no new
 * projects, or the reverse).
 */
function amountsOf(set: 'month' | 'way' | 'dept', created: repo.CreatedRow[], awarded: repo.AwardedRow[]) {
  const table = new Map<string, Amounts>();
  const row = (key: string) =>
    table.get(key) ?? table.set(key, { projects: 0, budget: '0.00', awarded: 0, awardAmount: '0.00' }).get(key)!;
  for (const r of created) if (r.grp === set) Object.assign(row(r.key!), { projects: r.projects, budget: r.budget });
  for (const r of awarded)
    if (r.grp === set) Object.assign(row(r.key), { awarded: r.awarded, awardAmount: r.award_amount });
  return [...table.entries()];
}

/** Every figure of the page for the range (SQL aggregates; see statistics.repo.ts). */
export async function statisticsOverview(deps: Deps, range: Range): Promise<StatisticsOverview> {
  const { db } = deps;
  const { from, to, bounds } = resolveRange(deps, range);
  // Independent reads: on PostgreSQL the pool runs them side by side (PGlite takes them one after another).
  const [created, awarded, ends, opened, avgDays, suppliers, experts, blacklist] = await Promise.all([
    repo.createdGroups(db, bounds, deps.clock.now()),
    repo.awardedGroups(db, bounds),
    repo.outcomes(db, bounds),
    repo.openedBids(db, bounds),
    repo.averageDaysToAward(db, bounds),
    repo.topSuppliers(db, bounds),
    repo.expertDraws(db, bounds),
    repo.blacklistCounts(db, bounds, beijingToday(deps.clock)),
  ]);
  const total = created.find((r) => r.grp === 'all');
  const depts = amountsOf('dept', created, awarded).map(([key, amounts]) => ({ deptId: Number(key), ...amounts }));
  const names = new Map(
    (
      await repo.departmentNames(
        db,
        depts.map((d) => d.deptId),
      )
    ).map((d) => [d.id, d.name] as const),
  );
  return {
    from,
    to,
    summary: {
      projects: total?.projects ?? 0,
      budget: total?.budget ?? '0.00',
      awarded: ends.awarded,
      awardAmount: ends.award_amount,
      savingsBudget: ends.savings_budget,
      savingsAward: ends.savings_award,
      savingsRate: ends.savings_rate,
      failed: ends.failed,
      failureRate: ends.failure_rate,
      opened: opened.opened,
      avgBidders: opened.avg_bidders,
      avgDaysToAward: avgDays,
    },
    byMonth: amountsOf('month', created, awarded)
      .map(([month, amounts]) => ({ month, ...amounts }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    byWay: amountsOf('way', created, awarded)
      .map(([key, amounts]) => ({ purchaseWay: Number(key), ...amounts }))
      .sort((a, b) => a.purchaseWay - b.purchaseWay),
    byStatus: created
      .filter((r) => r.grp === 'status')
      .map((r) => ({ status: r.key as ShownStatus, projects: r.projects, budget: r.budget }))
      .filter((r) => SHOWN_STATUSES.includes(r.status))
      .sort((a, b) => SHOWN_STATUSES.indexOf(a.status) - SHOWN_STATUSES.indexOf(b.status)),
    byDept: depts
      .map((d) => ({ ...d, deptName: names.get(d.deptId) ?? '' }))
      .sort((a, b) => b.projects - a.projects || b.awarded - a.awarded || a.deptId - b.deptId),
    suppliers: suppliers.map((r) => ({
      supplierId: r.supplier_id,
      companyName: r.company_name,
      enrolments: r.enrolments,
      wins: r.wins,
      winAmount: r.win_amount,
    })),
    experts: (['drawn', 'accepted', 'declined', 'cannotAttend', 'pending'] as const).map((outcome) => ({
      outcome,
      count: experts[outcome],
    })),
    blacklist: blacklist.map((r) => ({
      targetType: r.target_type,
      type: r.type,
      status: r.status as 'pending' | 'active' | 'expired' | 'lifted',
      count: r.count,
    })),
  };
}

/**
 * One table of the page as a workbook: the same rows the page shows (core statisticsTable), amounts as numbers with
 * two places in Excel (the exact string is what the number is parsed from) and counts as integers.
 */
export async function statisticsWorkbook(deps: Deps, range: Range, name: StatisticsTableName) {
  const overview = await statisticsOverview(deps, range);
  const table = statisticsTable(overview, name);
  const ExcelJS = await loadExcelJS();
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(table.title);
  sheet.addRow([`${table.title}（${overview.from} 至 ${overview.to}）`]).font = { bold: true };
  sheet.addRow(table.columns.map((c) => c.title)).font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(table.columns.map((c) => (c.kind === 'decimal' ? Number(row[c.key]) : row[c.key])));
  }
  table.columns.forEach((c, i) => {
    const column = sheet.getColumn(i + 1);
    column.width = c.kind === 'text' ? 28 : 16;
    if (c.kind === 'decimal') column.numFmt = '#,##0.00';
  });
  const data = Buffer.from(await book.xlsx.writeBuffer());
  const fileName = `统计分析-${table.title}-${overview.from}至${overview.to}.xlsx`;
  return { data, fileName, asciiName: `statistics-${name}-${overview.from}-${overview.to}.xlsx` };
}
