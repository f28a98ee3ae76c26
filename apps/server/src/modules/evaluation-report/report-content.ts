import {
  type EvalReport,
  formatDateTimeCn,
  GRADING_GROUP_LABELS,
  type GradingItemView,
  PRICE_FORMULA_LABELS,
  PURCHASE_WAY_LABELS,
  type PurchaseWay,
  type ReportRow,
  rankBasisText,
} from '@swp/core';

/**
 * What the 评标报告's PDF and workbook both say, written once so the two documents never disagree: the facts, the
 * ranking's columns, the per-item means and the signatures. Every figure is the report's own decimal string (frozen
 * at submission, rounded half up once in core); nothing here computes or reformats a number.
 */

export const time = (iso: string) => formatDateTimeCn(Date.parse(iso));

export const RANK_BY_LABELS: Record<EvalReport['rankBy'], string> = {
  score: '综合评分法：按总分由高到低排序，总分相同的报价低者优先，再相同的技术得分高者优先',
  offer: '按最后报价由低到高排序，报价相同的总分高者优先',
};

export function reportFields(report: EvalReport): [string, string][] {
  return [
    ['报告编号', report.reportNo],
    ['项目编号', report.projectCode],
    ['项目名称', report.projectName],
    ['采购方式', PURCHASE_WAY_LABELS[report.purchaseWay as PurchaseWay] ?? String(report.purchaseWay)],
    ['评分标准', report.standardName],
    ['价格分计算方法', PRICE_FORMULA_LABELS[report.priceFormula]],
    ['排序规则', RANK_BY_LABELS[report.rankBy]],
    ...(report.negotiation ? [['竞争性谈判', rankBasisText(report)] as [string, string]] : []),
    ['评标委员会组长', report.chairName],
    ['提交时间', time(report.submittedAt)],
  ];
}

export const itemLabel = (item: GradingItemView) => `${GRADING_GROUP_LABELS[item.group]}·${item.name}`;

/** The business and technical items, whose per-expert means the report shows (the price score is computed). */
export const meanItems = (report: EvalReport) =>
  report.items.filter((item) => item.group === 'business' || item.group === 'technical');

/** The passed bidders' ranking: one column list for the PDF table and the 评标结果 sheet. */
export interface RankingColumn {
  /** 'offer' marks the binding amount (the PDF prints it with its capitals). */
  key?: 'offer';
  header: string;
  /** Share of the PDF width, and the workbook width in characters. */
  weight: number;
  width: number;
  align: 'left' | 'center' | 'right';
  value: (row: ReportRow) => string;
}

export function rankingColumns(report: EvalReport): RankingColumn[] {
  const offerHeader = report.rankBy === 'offer' ? '最后报价（元）' : '投标报价（元）';
  return [
    { header: '名次', weight: 0.6, width: 6, align: 'center', value: (r) => String(r.rank) },
    { header: '投标人', weight: 2.4, width: 34, align: 'left', value: (r) => r.companyName },
    { key: 'offer', header: offerHeader, weight: 1.9, width: 16, align: 'right', value: (r) => r.offer },
    { header: '商务得分', weight: 0.9, width: 10, align: 'right', value: (r) => r.business },
    { header: '技术得分', weight: 0.9, width: 10, align: 'right', value: (r) => r.technical },
    { header: '价格得分', weight: 0.9, width: 10, align: 'right', value: (r) => r.price },
    { header: '总分', weight: 0.9, width: 10, align: 'right', value: (r) => r.total },
    { header: '推荐', weight: 1.4, width: 14, align: 'center', value: (r) => recommendation(r) },
  ];
}

/** 第一/第二/第三中标候选人 for the recommended rows, by their place among the recommended. */
function recommendation(row: ReportRow): string {
  if (!row.recommended) return '';
  return `第${['一', '二', '三'][row.rank - 1] ?? row.rank}中标候选人`;
}

/** A mean the report lacks (it never should) prints as a dash rather than a made-up 0. */
export const meanOf = (row: ReportRow, item: GradingItemView) => row.itemMeans[String(item.id)] ?? '—';

/** Each failed bidder's reasons (never an empty list: a bidder out without a recorded reason still says why). */
export function failedLines(report: EvalReport): { companyName: string; reasons: string[] }[] {
  return report.failed.map((f) => ({
    companyName: f.companyName,
    reasons: f.reasons.length > 0 ? f.reasons : ['未通过初步评审'],
  }));
}

export const signedText = (signedAt: string | null) => (signedAt === null ? '未签名' : time(signedAt));
export const dissentText = (dissent: string) => (dissent.trim() === '' ? '无' : dissent);
