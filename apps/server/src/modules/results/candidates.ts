/**
 * The 中标候选人 of a project: the 评标报告's recommended rows (≤ 3, ranked), each bid named by its company. Pure
 * functions over the frozen report and the project's bids; the report is never recomputed.
 */
import { formatYuanWithCapitals, type ResultCandidate } from '@swp/core';
import type { StoredReport } from '../evaluation/evaluation-stored.ts';

const ORDINALS = ['一', '二', '三', '四', '五'];

/** The report's recommended rows in rank order, with the supplier each bid (by its row's key, as stored) belongs to. */
export function candidatesOf(
  report: StoredReport,
  bidders: readonly { bidId: number; supplierId: number }[],
): ResultCandidate[] {
  const supplierOf = new Map(bidders.map((b) => [b.bidId, b.supplierId]));
  return report.rows
    .filter((row) => row.recommended && supplierOf.has(row.bidId))
    .sort((a, b) => a.rank - b.rank)
    .map((row) => ({
      rank: row.rank,
      supplierId: supplierOf.get(row.bidId)!,
      companyName: row.companyName,
      offer: row.offer,
      // 询价 / 竞争性谈判 rank by the quote: their totals mean nothing to a reader of the publicity.
      total: report.rankBy === 'score' ? row.total : null,
    }));
}

/** The 评标情况 of the 结果公示: 第一中标候选人：X，投标报价：¥1,234,567.00（人民币壹佰贰拾叁万…）；第二中标候选人：… */
export function bidInfoText(candidates: readonly ResultCandidate[]): string {
  return candidates
    .map(
      (c) =>
        `第${ORDINALS[c.rank - 1] ?? c.rank}中标候选人：${c.companyName}，投标报价：${formatYuanWithCapitals(c.offer)}`,
    )
    .join('；');
}
