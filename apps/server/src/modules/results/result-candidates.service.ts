import { type ResultCandidate, type ResultSummary, rankBasisText } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { storedReportSchema } from '../evaluation/evaluation-stored.ts';
import { candidatesOf } from './candidates.ts';
import { findReport, listProjectBidders } from './results.repo.ts';

type Ranking = Pick<ResultSummary, 'reportNo' | 'rankBy' | 'rankBasis'>;

/**
 * The project's 中标候选人 from its frozen report (empty before the report), the report's number and how it ranked
 * (the 结果 tab shows 综合得分 only where the report ranked by it, and says the report's basis).
 */
export async function loadCandidates(
  db: DbOrTx,
  projectId: number,
): Promise<Ranking & { candidates: ResultCandidate[] }> {
  const found = await findReport(db, projectId);
  if (!found) return { reportNo: null, rankBy: null, rankBasis: null, candidates: [] };
  const report = storedReportSchema.parse(found.report);
  return {
    reportNo: found.reportNo,
    rankBy: report.rankBy,
    rankBasis: rankBasisText(report),
    candidates: candidatesOf(report, await listProjectBidders(db, projectId)),
  };
}
