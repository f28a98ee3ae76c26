import {
  dayNumberStart,
  PROJECT_STATES,
  type ProjectState,
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

const amounts = (r: Omit<repo.AmountRow, 'key'>) => ({
  projects: r.projects,
  budget: r.budget,
  awarded: r.awarded,
  awardAmount: r.award_amount,
});

/** Every figure of the page for the range (each one SQL aggregate; see statistics.repo.ts). */
export async function statisticsOverview(deps: Deps, range: Range): Promise<StatisticsOverview> {
  const { db } = deps;
  const { from, to, bounds } = resolveRange(deps, range);
  // Independent reads: on PostgreSQL the pool runs them side by side (PGlite takes them one after another).
  const [s, months, ways, statuses, depts, suppliers, experts, blacklist] = await Promise.all([
    repo.summary(db, bounds),
    repo.byMonth(db, bounds),
    repo.byWay(db, bounds),
    repo.byStatus(db, bounds),
    repo.byDept(db, bounds),
    repo.topSuppliers(db, bounds),
    repo.expertDraws(db, bounds),
    repo.blacklistCounts(db, bounds, beijingToday(deps.clock)),
  ]);
  const names = new Map(
    (
      await repo.departmentNames(
        db,
        depts.map((d) => Number(d.key)),
      )
    ).map((d) => [d.id, d.name] as const),
  );
  return {
    from,
    to,
    summary: {
      ...amounts(s),
      savingsBudget: s.savings_budget,
      savingsAward: s.savings_award,
      savingsRate: s.savings_rate,
      failed: s.failed,
      failureRate: s.failure_rate,
      opened: s.opened,
      avgBidders: s.avg_bidders,
      avgDaysToAward: s.avg_days,
    },
    byMonth: months.map((r) => ({ month: String(r.key), ...amounts(r) })),
    byWay: ways.map((r) => ({ purchaseWay: Number(r.key), ...amounts(r) })),
    byStatus: statuses
      .filter((r): r is typeof r & { status: ProjectState } => PROJECT_STATES.includes(r.status as ProjectState))
      .sort((a, b) => PROJECT_STATES.indexOf(a.status) - PROJECT_STATES.indexOf(b.status)),
    byDept: depts
      .map((r) => ({ deptId: Number(r.key), deptName: names.get(Number(r.key)) ?? '', ...amounts(r) }))
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
