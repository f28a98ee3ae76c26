/**
 * Each expert's own 评分表 in the 评标报告 (a Chinese 评标报告 files every member's sheet beside the means): per
 * bidder that passed 初步评审, the expert's score of each business/technical item, the computed 价格分 (the same for
 * every expert) and the expert's total. Pure, over the frozen report; the sum is exact (core arithmetic) and rounded
 * half up to two decimals once.
 */
import { fraction, parseDecimal, sum, toFixed2 } from './arithmetic/exact.ts';
import type { EvalReport, GradingItemView } from './responses.ts';

export interface ExpertSheetRow {
  companyName: string;
  /** itemId → the expert's score as submitted ('—' when missing, which a submitted sheet never is). */
  scores: Record<string, string>;
  price: string;
  total: string;
}

export interface ExpertSheet {
  specialistName: string;
  rows: ExpertSheetRow[];
}

const scoredItems = (report: Pick<EvalReport, 'items'>): GradingItemView[] =>
  report.items.filter((item) => item.group === 'business' || item.group === 'technical');

/** One sheet per expert, in the committee's order, one row per ranked bidder in rank order. */
export function expertScoreSheets(report: Pick<EvalReport, 'items' | 'rows' | 'experts' | 'scores'>): ExpertSheet[] {
  const items = scoredItems(report);
  return report.experts.map((expert) => ({
    specialistName: expert.name,
    rows: report.rows.map((row) => {
      const mine = report.scores.filter((s) => s.specialistName === expert.name && s.companyName === row.companyName);
      const scores: Record<string, string> = {};
      for (const item of items) scores[String(item.id)] = mine.find((s) => s.itemName === item.name)?.score ?? '—';
      const figures = [...mine.map((s) => s.score), row.price].map((v) => fraction(parseDecimal(v, '得分')));
      return { companyName: row.companyName, scores, price: row.price, total: toFixed2(sum(figures)) };
    }),
  }));
}

export { scoredItems as expertSheetItems };
