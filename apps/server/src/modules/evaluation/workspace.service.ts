import { type EvalWorkspace, effectiveState, priceScoreFractions, toFixed2 } from '@swp/core';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { loadNegotiationState } from '../negotiation/negotiation-state.ts';
import { isoOrNull, lifecycleOf } from '../projects/project-view.ts';
import { ensureEvaluation, findEvaluation, listSignatures, listVotes } from './committee.repo.ts';
import { memberContext } from './evaluation-access.ts';
import { itemView, loadBidders, loadStandard, storedPreliminary } from './evaluation-facts.ts';
import { chairOf, committeeOf, detailedSheetOf, phaseOf, preliminarySheetOf, sheetOf } from './evaluation-view.ts';
import { reportWithSignatures } from './report.service.ts';
import { listSheets } from './sheets.repo.ts';

/**
 * The price score of each bidder who passed 初步评审, shown while the members score (docs/rules.md: computed, never
 * typed): core's exact price scores on the final quotes, rounded half up for display only. A quote that could not be read
 * has none.
 */
function displayedPriceScores(
  workspace: Pick<EvalWorkspace, 'bidders' | 'preliminary' | 'standard'>,
): EvalWorkspace['priceScores'] {
  if (!workspace.preliminary) return null;
  const passed = new Set(workspace.preliminary.filter((p) => p.passed).map((p) => p.bidId));
  const price = workspace.standard.items.find((i) => i.group === 'price');
  const quotes = workspace.bidders.flatMap((b) =>
    passed.has(b.bidId) && b.finalOffer !== null ? [{ bidderId: b.bidId, offer: b.finalOffer }] : [],
  );
  const scores = priceScoreFractions({
    formula: workspace.standard.priceFormula,
    weight: price?.maxScore ?? '0',
    quotes,
  });
  return [...scores].map(([bidId, score]) => ({ bidId, score: toFixed2(score) }));
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
  const workspace = {
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
    bidders,
    committee: committeeOf({ committee, evaluation, votes, sheets, signatures }),
    me: {
      specialistId: me.specialistId,
      isChair: evaluation?.chairSpecialistId === me.specialistId,
      votedFor: votes.find((v) => v.voterId === me.specialistId)?.candidateId ?? null,
    },
    chair: chairOf(committee, evaluation),
    sheets: {
      preliminary: preliminarySheetOf(sheetOf(sheets, me.specialistId, 'preliminary')),
      detailed: detailedSheetOf(sheetOf(sheets, me.specialistId, 'detailed')),
    },
    preliminary,
    negotiation: await loadNegotiationState(deps.db, project, evaluation, now),
    report: await reportWithSignatures(deps.db, evaluation),
  };
  return { ...workspace, priceScores: displayedPriceScores(workspace) };
}
