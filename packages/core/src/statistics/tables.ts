import { BLACKLIST_STATUS_LABELS, BLACKLIST_TARGET_LABELS, BLACKLIST_TYPE_LABELS } from '../blacklist/status.ts';
import { SHOWN_STATUS_LABELS } from '../project/lifecycle.ts';
import { PURCHASE_WAY_LABELS, type PurchaseWay } from '../project/purchase-way.ts';
import type { StatisticsOverview } from './responses.ts';

/**
 * The tables of the 统计分析 page, worded once: the page shows these rows under its charts and the export writes
 * the same rows to Excel, so the workbook always reads like the screen.
 */
export const STATISTICS_TABLE_NAMES = ['month', 'way', 'status', 'dept', 'supplier', 'expert', 'blacklist'] as const;
export type StatisticsTableName = (typeof STATISTICS_TABLE_NAMES)[number];

export type StatisticsCell = string | number;
export interface StatisticsColumn {
  key: string;
  title: string;
  /** count and decimal are right-aligned figures; decimal cells are exact strings. */
  kind: 'text' | 'count' | 'decimal';
}
export interface StatisticsTable {
  name: StatisticsTableName;
  title: string;
  columns: StatisticsColumn[];
  rows: Record<string, StatisticsCell>[];
}

export const EXPERT_OUTCOME_LABELS = {
  drawn: '抽取人次',
  accepted: '接受',
  declined: '拒绝',
  cannotAttend: '不能参加',
  pending: '未答复',
} as const;

const AMOUNT_COLUMNS: StatisticsColumn[] = [
  { key: 'projects', title: '立项数', kind: 'count' },
  { key: 'budget', title: '预算金额（元）', kind: 'decimal' },
  { key: 'awarded', title: '中标数', kind: 'count' },
  { key: 'awardAmount', title: '中标金额（元）', kind: 'decimal' },
];

const TITLES: Record<StatisticsTableName, string> = {
  month: '按月份统计',
  way: '按采购方式统计',
  status: '按项目状态统计',
  dept: '按需求部门统计',
  supplier: '供应商参与及中标（前20名）',
  expert: '专家抽取情况',
  blacklist: '黑名单统计',
};

export function statisticsTable(o: StatisticsOverview, name: StatisticsTableName): StatisticsTable {
  const table = (columns: StatisticsColumn[], rows: Record<string, StatisticsCell>[]) => ({
    name,
    title: TITLES[name],
    columns,
    rows,
  });
  switch (name) {
    case 'month':
      return table([{ key: 'month', title: '月份', kind: 'text' }, ...AMOUNT_COLUMNS], o.byMonth);
    case 'way':
      return table(
        [{ key: 'way', title: '采购方式', kind: 'text' }, ...AMOUNT_COLUMNS],
        o.byWay.map(({ purchaseWay, ...r }) => ({
          way: PURCHASE_WAY_LABELS[purchaseWay as PurchaseWay] ?? String(purchaseWay),
          ...r,
        })),
      );
    case 'status':
      return table(
        [
          { key: 'status', title: '项目状态', kind: 'text' },
          { key: 'projects', title: '项目数', kind: 'count' },
          { key: 'budget', title: '预算金额（元）', kind: 'decimal' },
        ],
        o.byStatus.map((r) => ({ ...r, status: SHOWN_STATUS_LABELS[r.status] })),
      );
    case 'dept':
      return table(
        [{ key: 'deptName', title: '需求部门', kind: 'text' }, ...AMOUNT_COLUMNS],
        o.byDept.map(({ deptId: _id, ...r }) => r),
      );
    case 'supplier':
      return table(
        [
          { key: 'companyName', title: '供应商', kind: 'text' },
          { key: 'enrolments', title: '报名次数', kind: 'count' },
          { key: 'wins', title: '中标次数', kind: 'count' },
          { key: 'winAmount', title: '中标金额（元）', kind: 'decimal' },
        ],
        o.suppliers.map(({ supplierId: _id, ...r }) => r),
      );
    case 'expert':
      return table(
        [
          { key: 'outcome', title: '项目', kind: 'text' },
          { key: 'count', title: '人次', kind: 'count' },
        ],
        o.experts.map((r) => ({ outcome: EXPERT_OUTCOME_LABELS[r.outcome], count: r.count })),
      );
    case 'blacklist':
      return table(
        [
          { key: 'targetType', title: '对象', kind: 'text' },
          { key: 'type', title: '类型', kind: 'text' },
          { key: 'status', title: '状态', kind: 'text' },
          { key: 'count', title: '数量', kind: 'count' },
        ],
        o.blacklist.map((r) => ({
          targetType: BLACKLIST_TARGET_LABELS[r.targetType],
          type: BLACKLIST_TYPE_LABELS[r.type],
          status: BLACKLIST_STATUS_LABELS[r.status],
          count: r.count,
        })),
      );
  }
}
