import type { StatisticsTable } from '@swp/core/statistics/tables';

/**
 * What each table's chart draws: the category column and the figures as bars (series named by their column
 * titles, so the chart, the table and the Excel all say the same). Amounts go on their own axis from counts.
 */
const SERIES: Record<StatisticsTable['name'], { category: string[]; series: string[] }> = {
  month: { category: ['month'], series: ['budget', 'awardAmount'] },
  way: { category: ['way'], series: ['budget', 'awardAmount'] },
  status: { category: ['status'], series: ['projects'] },
  dept: { category: ['deptName'], series: ['budget', 'awardAmount'] },
  supplier: { category: ['companyName'], series: ['enrolments', 'wins'] },
  expert: { category: ['outcome'], series: ['count'] },
  blacklist: { category: ['targetType', 'type', 'status'], series: ['count'] },
};

export interface ChartData {
  categories: string[];
  series: { name: string; data: number[] }[];
  /** The bars are money (yuan): the axis and the tooltip format them. */
  money: boolean;
}

export function chartData(table: StatisticsTable): ChartData {
  const spec = SERIES[table.name];
  const column = (key: string) => table.columns.find((c) => c.key === key)!;
  return {
    categories: table.rows.map((row) => spec.category.map((key) => String(row[key])).join('·')),
    series: spec.series.map((key) => ({ name: column(key).title, data: table.rows.map((row) => Number(row[key])) })),
    money: column(spec.series[0]!).kind === 'decimal',
  };
}
