/**
 * `waive`: a 竞争性谈判 result needs a closed round of final quotes, or the committee's reason for holding
 * none — recorded here by the chair, once, before any round was opened. It is shown in the 评标报告 (core
 * rankBasisText) and the 操作日志 (negotiation.waive, with the reason). The evaluation row is locked for update, as
 * opening a round and the result lock it, so a reason and a round never cross.
 */
import { type NegotiationState, PurchaseWayCode, type waiveNegotiationInput } from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { lockEvaluation } from '../evaluation/committee.repo.ts';
import { assertChair, assertScoringOpen, memberContext } from '../evaluation/evaluation-access.ts';
import { findLastRound, storeWaiver } from './negotiation.repo.ts';
import { loadNegotiationState } from './negotiation-state.ts';

export const ONLY_NEGOTIATION_WAIVER = '仅竞争性谈判项目需要记录不进行谈判的理由';
export const WAIVER_PRELIMINARY_OPEN = '初步评审尚未结束，结束后才能决定是否进行谈判';
export const WAIVER_RECORDED = '已记录不进行谈判的理由';
export const roundsHeld = (round: number) => `已发起第${round}轮谈判，不能再记录不进行谈判的理由`;

export async function waiveNegotiation(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof waiveNegotiationInput>,
  meta: RequestMeta,
): Promise<NegotiationState> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { project } = await memberContext(tx, principal, input.projectId);
    if (project.purchaseWay !== PurchaseWayCode.negotiation) throw ruleBroken(ONLY_NEGOTIATION_WAIVER);
    assertScoringOpen(project, now);
    const evaluation = await lockEvaluation(tx, project.id, 'update');
    assertChair(evaluation, principal);
    if (!evaluation.preliminaryDoneAt) throw ruleBroken(WAIVER_PRELIMINARY_OPEN);
    const last = await findLastRound(tx, project.id);
    if (last) throw ruleBroken(roundsHeld(last.round));
    if (evaluation.negotiationWaiver) throw ruleBroken(WAIVER_RECORDED);
    await storeWaiver(tx, project.id, { reason: input.reason, at: now, specialistId: principal.userId });
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'negotiation.waive',
      target: { type: 'project', id: project.id },
      detail: { reason: input.reason },
      ip: meta.ip,
    });
    const state = await loadNegotiationState(
      tx,
      project,
      { negotiationWaiver: input.reason, negotiationWaivedAt: now, negotiationWaivedBy: principal.userId },
      now,
    );
    return state!;
  });
}
