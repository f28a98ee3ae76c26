/**
 * A bidder's side of 竞争性谈判: `mine` (the open round, if this company is invited to it, and its own quotes) and
 * `offer` (its revised quote in the open round, replacing an earlier one of the same round). Only a company whose
 * opened bid passed 初步评审 is in the running; it sees its own quotes only, never another company's.
 */
import {
  effectiveState,
  formatDateTimeCn,
  type MyNegotiation,
  PROJECT_STATE_LABELS,
  type roundOfferInput,
} from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { type EvaluationRow, findEvaluation, lockEvaluation } from '../evaluation/committee.repo.ts';
import { storedPreliminary } from '../evaluation/evaluation-stored.ts';
import { lifecycleOf } from '../projects/project-view.ts';
import type { ProjectRow } from '../projects/projects.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { findLastRound, listCompanyOpenedBids, listOffersOfBids, upsertOffer } from './negotiation.repo.ts';
import { isRoundOpen, passedBidIds, toMyNegotiation } from './negotiation-view.ts';

export const NO_OPENED_BID = '贵公司在该项目没有已开标的投标，不能参与谈判';
export const NOT_IN_RUNNING = '贵公司未通过初步评审，不能参与谈判报价';
export const NO_OPEN_ROUND = '当前没有进行中的谈判，不能报价';
export const OFFER_AFTER_RESULT = '评标结果已提交，不能再报价';
export const SEVERAL_SECTIONS = '贵公司在该项目有多个标段的投标，暂不支持在平台提交谈判报价，请联系采购人';

/** The company's opened bids on the project; a company that bid nothing (or before 开标) is refused. */
async function companyBids(deps: Deps, principal: Principal, projectId: number) {
  const project = await requireProject(deps.db, projectId);
  const opened = await listCompanyOpenedBids(deps.db, projectId, principal.userId);
  if (opened.length === 0) throw ruleBroken(NO_OPENED_BID);
  return { project, opened, bidIds: opened.map((b) => b.bidId) };
}

/** Quotes are taken while the project is 评标中 (a 流标 project takes none) and not paused. */
function quotingRefusal(project: ProjectRow, now: Date): string | null {
  if (project.paused) {
    const why = project.pauseReason?.trim() ? `（暂停原因：${project.pauseReason.trim()}）` : '';
    return `项目已暂停${why}，暂不能报价`;
  }
  const state = effectiveState(lifecycleOf(project), now);
  return state === 'evaluating' ? null : `项目当前状态为「${PROJECT_STATE_LABELS[state]}」，不能报价`;
}

/** The company's bids still in the running (passed 初步评审); none while 初步评审 is open. */
function runningBids(evaluation: EvaluationRow | undefined, bidIds: readonly number[]): number[] {
  const preliminary = evaluation?.preliminaryDoneAt ? storedPreliminary(evaluation.preliminary) : null;
  if (!preliminary) return [];
  const passed = passedBidIds(preliminary);
  return bidIds.filter((id) => passed.has(id));
}

export async function myNegotiation(deps: Deps, principal: Principal, projectId: number): Promise<MyNegotiation> {
  const { project, bidIds } = await companyBids(deps, principal, projectId);
  const now = deps.clock.now();
  const [evaluation, last, own] = await Promise.all([
    findEvaluation(deps.db, projectId),
    findLastRound(deps.db, projectId),
    listOffersOfBids(deps.db, projectId, bidIds),
  ]);
  const invited =
    last !== undefined &&
    quotingRefusal(project, now) === null &&
    isRoundOpen(last, now) &&
    !evaluation?.submittedAt &&
    runningBids(evaluation, bidIds).length > 0;
  return toMyNegotiation(invited ? last : null, own);
}

export async function submitRoundOffer(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof roundOfferInput>,
  meta: RequestMeta,
): Promise<MyNegotiation> {
  const { projectId, offer } = input;
  const { project, opened, bidIds } = await companyBids(deps, principal, projectId);
  const now = deps.clock.now();
  const refusal = quotingRefusal(project, now);
  if (refusal) throw ruleBroken(refusal);
  await deps.db.transaction(async (tx) => {
    // Shared with other quotes, exclusive with the chair's result submission (which locks it for update).
    const evaluation = await lockEvaluation(tx, projectId, 'share');
    if (evaluation.submittedAt) throw ruleBroken(OFFER_AFTER_RESULT);
    const round = await findLastRound(tx, projectId);
    if (!round) throw ruleBroken(NO_OPEN_ROUND);
    if (!isRoundOpen(round, now)) {
      throw ruleBroken(`第${round.round}轮谈判已于${formatDateTimeCn(round.deadline.getTime())}截止，不能再报价`);
    }
    const running = runningBids(evaluation, bidIds);
    if (running.length === 0) throw ruleBroken(NOT_IN_RUNNING);
    if (running.length > 1) throw ruleBroken(SEVERAL_SECTIONS);
    const bidId = running[0]!;
    const replaced = await upsertOffer(tx, { roundId: round.id, bidId, offer, submittedAt: now });
    // The amount stays out of the log: staff read the log, and a round's quotes are sealed until its deadline.
    // The bid is named as every answer names it, by its public id.
    const publicId = opened.find((b) => b.bidId === bidId)!.publicId;
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'negotiation.offer',
      target: { type: 'project', id: projectId },
      detail: { round: round.round, bidId: publicId, replaced },
      ip: meta.ip,
    });
  });
  return myNegotiation(deps, principal, projectId);
}
