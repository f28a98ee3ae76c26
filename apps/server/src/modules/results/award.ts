/**
 * The 中标公告's award (docs/rules.md), run inside the publishing transaction after the lifecycle allowed it: the winner
 * must be a recommended candidate of the 评标报告, a winner other than rank 1 needs its reason, and the project takes
 * the award while every bidder gets its numbered letter — all or nothing with the publication.
 */
import {
  type AnnouncementSourceFields,
  type ResultCandidate,
  WINNER_NOT_CANDIDATE,
  WINNER_REASON_REQUIRED,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { updateProject } from '../projects/projects.repo.ts';
import { letterNoOf } from './letter-number.ts';
import { loadCandidates } from './result-candidates.service.ts';
import { insertLetters, listProjectBidders } from './results.repo.ts';

export const NO_CANDIDATES = '项目尚无评标报告推荐的中标候选人，不能发布';

/** The candidate staff chose, or the refusal: pure, so the draft form and publishing word it the same. */
export function chosenWinner(candidates: readonly ResultCandidate[], fields: AnnouncementSourceFields) {
  if (candidates.length === 0) throw ruleBroken(NO_CANDIDATES);
  const winner = candidates.find((c) => c.supplierId === fields.winnerSupplierId);
  if (!winner) throw ruleBroken(WINNER_NOT_CANDIDATE);
  const reason = fields.winnerReason?.trim() || null;
  if (winner.rank !== 1 && !reason) throw ruleBroken(WINNER_REASON_REQUIRED);
  return { winner, reason: winner.rank === 1 ? null : reason };
}

/** The winner's figures written over the draft's: the notice never names a company or amount the report does not. */
export async function awardFields(tx: DbOrTx, projectId: number, fields: AnnouncementSourceFields) {
  const { candidates } = await loadCandidates(tx, projectId);
  const { winner, reason } = chosenWinner(candidates, fields);
  return {
    winner,
    reason,
    fields: { ...fields, winner: winner.companyName, amount: winner.offer, offer: winner.offer },
  };
}

/**
 * Writes the award on the project and one letter per bidding company (the winner's 中标通知书 first, numbered 01,
 * then the 结果通知书 in the order the bids came in). Returns the audit detail.
 */
export async function recordAward(
  tx: DbOrTx,
  project: { id: number; projectCode: string },
  award: { winner: ResultCandidate; reason: string | null },
  now: Date,
) {
  const { winner, reason } = award;
  await updateProject(tx, project.id, {
    winnerSupplierId: winner.supplierId,
    awardAmount: winner.offer,
    awardReason: reason,
    awardedAt: now,
    updatedAt: now,
  });
  const others = [...new Set((await listProjectBidders(tx, project.id)).map((b) => b.supplierId))].filter(
    (id) => id !== winner.supplierId,
  );
  const letters = [
    {
      projectId: project.id,
      supplierId: winner.supplierId,
      kind: 'award' as const,
      letterNo: letterNoOf('award', project.projectCode, 1),
      amount: winner.offer,
      issuedAt: now,
    },
    ...others.map((supplierId, i) => ({
      projectId: project.id,
      supplierId,
      kind: 'result' as const,
      letterNo: letterNoOf('result', project.projectCode, i + 2),
      amount: null,
      issuedAt: now,
    })),
  ];
  await insertLetters(tx, letters);
  return {
    winnerSupplierId: winner.supplierId,
    winner: winner.companyName,
    rank: winner.rank,
    amount: winner.offer,
    ...(reason ? { reason } : {}),
    letters: letters.map((l) => l.letterNo),
  };
}
