import type { ResultCandidate } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { candidatesOf } from './candidates.ts';
import { findReport, listProjectBidders } from './results.repo.ts';

/** The project's 中标候选人 from its frozen report (empty before the report), and the report's number. */
export async function loadCandidates(
  db: DbOrTx,
  projectId: number,
): Promise<{ reportNo: string | null; candidates: ResultCandidate[] }> {
  const found = await findReport(db, projectId);
  if (!found) return { reportNo: null, candidates: [] };
  return { reportNo: found.reportNo, candidates: candidatesOf(found.report, await listProjectBidders(db, projectId)) };
}
