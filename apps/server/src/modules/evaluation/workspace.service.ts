import { type EvalWorkspace, effectiveState, priceScoreFractions, toFixed2 } from '@swp/core';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { loadNegotiationState } from '../negotiation/negotiation-state.ts';
import { isoOrNull, lifecycleOf } from '../projects/project-view.ts';
import { type BidIds, bidIdsOf, withPublicId } from './bid-ids.ts';
import { ensureEvaluation, findEvaluation, listSignatures, listVotes } from './committee.repo.ts';
import { memberContext } from './evaluation-access.ts';
import { type Bidder, bidderAnswer, itemView, loadBidders, loadStandard } from './evaluation-facts.ts';
import type { StandardWithItems } from './evaluation-inputs.repo.ts';
import { type StoredPreliminaryResult, storedPreliminary } from './evaluation-stored.ts';
import { chairOf, committeeOf, detailedSheetOf, phaseOf, preliminarySheetOf, sheetOf } from './evaluation-view.ts';
import { reportWithSignatures } from './report.service.ts';
import { listSheets } from './sheets.repo.ts';

/**
 * The price score of each bidder who passed 初步评审, shown while the members score (docs/rules.md: computed, never
 * typed): core's exact price scores on the final quotes, rounded half up for display only. A quote that could not be read
 * has none.
 */
function displayedPriceScores(
  bidders: readonly Bidder[],
  preliminary: readonly StoredPreliminaryResult[] | null,
  standard: Pick<StandardWithItems, 'priceFormula' | 'items'>,
  ids: BidIds,
): EvalWorkspace['priceScores'] {
  if (!preliminary) return null;
  const passed = new Set(preliminary.filter((p) => p.passed).map((p) => p.bidId));
  const price = standard.items.find((i) => i.group === 'price');
  const quotes = bidders.flatMap((b) =>
    passed.has(b.bidId) && b.finalOffer !== null ? [{ bidderId: b.bidId, offer: b.finalOffer }] : [],
  );
  const scores = priceScoreFractions({ formula: standard.priceFormula, weight: price?.maxScore ?? '0', quotes });
  return [...scores].map(([bidId, score]) => ({ bidId: ids.publicOf(bidId), score: toFixed2(score) }));
}

/**
 * `workspace`: everything the expert's 在线评标 page shows. The first visit after 开标 creates the evaluation row
 * (insert … on conflict do nothing: two first visits make one row).
 */
export async function readWorkspace(deps: Deps, principal: Principal, projectId: number): Promise<EvalWorkspace> {
  const ctx = await memberContext(deps.db, principal, projectId);
  await ensureEvaluation(deps.db, projectId);
  const now = deps.clock.now();
  const [evaluation, standard, bidders, votes, sheets, signatures] = await Promise.all([
    findEvaluation(deps.db, projectId),
    loadStandard(deps.db, ctx.project),
    loadBidders(deps.db, projectId, now),
    listVotes(deps.db, projectId),
    listSheets(deps.db, projectId),
    listSignatures(deps.db, projectId),
  ]);
  const { project, committee, me } = ctx;
  const preliminary = storedPreliminary(evaluation?.preliminary);
  const ids = bidIdsOf(bidders);
  return {
    project: {
      id: project.id,
      projectCode: project.projectCode,
      projectName: project.projectName,
      purchaseWay: project.purchaseWay,
      openTime: isoOrNull(project.openTime),
      openedAt: ctx.openedAt.toISOString(),
      openAddress: project.openAddress ?? '',
      projectState: effectiveState(lifecycleOf(project), now),
    },
    phase: phaseOf(true, evaluation),
    standard: {
      id: standard.id,
      name: standard.name,
      priceFormula: standard.priceFormula,
      items: standard.items.map(itemView),
    },
    bidders: bidders.map(bidderAnswer),
    committee: committeeOf({ committee, evaluation, votes, sheets, signatures }),
    me: {
      specialistId: me.specialistId,
      isChair: evaluation?.chairSpecialistId === me.specialistId,
      votedFor: votes.find((v) => v.voterId === me.specialistId)?.candidateId ?? null,
    },
    chair: chairOf(committee, evaluation),
    sheets: {
      preliminary: preliminarySheetOf(sheetOf(sheets, me.specialistId, 'preliminary'), ids),
      detailed: detailedSheetOf(sheetOf(sheets, me.specialistId, 'detailed'), ids),
    },
    preliminary: preliminary?.map((p) => withPublicId(ids, p)) ?? null,
    priceScores: displayedPriceScores(bidders, preliminary, standard, ids),
    negotiation: await loadNegotiationState(deps.db, project, evaluation, now),
    report: await reportWithSignatures(deps.db, evaluation, ids),
  };
}
