/**
 * Staff, or the committee's chair (negotiation is the committee's step), open a 竞争性谈判 round (docs/rules.md: 竞争性谈判 ranks by the final quote). Only a 竞争性谈判 project, while it
 * is 评标中 and not paused, once 初步评审 has closed (the bidders in the running are known) and before the chair
 * submits the result; one round at a time, numbered on from the last. The evaluation row is locked for update, as
 * the chair's result submission locks it: a round and the result never cross (the result waits for an open round).
 */
import {
  effectiveState,
  formatDateTimeCn,
  type negotiationRoundOutput,
  type openRoundInput,
  Permission,
  PROJECT_STATE_LABELS,
  PurchaseWayCode,
} from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import { demandAccess } from '../../plugins/access.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { lockEvaluation } from '../evaluation/committee.repo.ts';
import { assertChair, memberContext } from '../evaluation/evaluation-access.ts';
import { storedPreliminary } from '../evaluation/evaluation-stored.ts';
import { lifecycleOf } from '../projects/project-view.ts';
import type { ProjectRow } from '../projects/projects.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { findLastRound, insertRound } from './negotiation.repo.ts';
import { isRoundOpen, passedBidIds, roundStillOpen, toRoundOutput } from './negotiation-view.ts';

export const ONLY_NEGOTIATION = '仅竞争性谈判项目可以发起谈判';
export const PRELIMINARY_OPEN = '初步评审尚未结束，结束后才能发起谈判';
export const RESULT_SUBMITTED = '评标结果已提交，不能再发起谈判';
export const DEADLINE_PASSED = '最后报价截止时间须晚于当前时间';
export const NOBODY_PASSED = '没有通过初步评审的投标人，不能发起谈判';

function assertNegotiable(project: ProjectRow, now: Date): void {
  if (project.purchaseWay !== PurchaseWayCode.negotiation) throw ruleBroken(ONLY_NEGOTIATION);
  if (project.paused) {
    const why = project.pauseReason?.trim() ? `（暂停原因：${project.pauseReason.trim()}）` : '';
    throw ruleBroken(`项目已暂停${why}，不能发起谈判，请先恢复`);
  }
  const state = effectiveState(lifecycleOf(project), now);
  if (state !== 'evaluating') throw ruleBroken(`项目当前状态为「${PROJECT_STATE_LABELS[state]}」，不能发起谈判`);
}

/** Staff of 项目管理, or a member of the committee (a non-member learns nothing); the chair is checked under the lock. */
async function projectFor(deps: Deps, principal: Principal | null, projectId: number): Promise<ProjectRow> {
  if (principal?.role === 'specialist') {
    return (await memberContext(deps.db, demandAccess(principal, { role: 'specialist' }), projectId)).project;
  }
  demandAccess(principal, { role: 'staff', permission: Permission.project });
  const project = await requireProject(deps.db, projectId);
  return project;
}

export async function openNegotiationRound(
  deps: Deps,
  principal: Principal | null,
  input: z.output<typeof openRoundInput>,
  meta: RequestMeta,
): Promise<z.output<typeof negotiationRoundOutput>> {
  const now = deps.clock.now();
  const project = await projectFor(deps, principal, input.projectId);
  const actor = principal!;
  const byChair = actor.role === 'specialist';
  assertNegotiable(project, now);
  const deadline = new Date(input.deadline);
  if (deadline.getTime() <= now.getTime()) throw ruleBroken(DEADLINE_PASSED);

  const round = await deps.db.transaction(async (tx) => {
    const evaluation = await lockEvaluation(tx, project.id, 'update');
    if (byChair) assertChair(evaluation, actor);
    if (evaluation.submittedAt) throw ruleBroken(RESULT_SUBMITTED);
    const preliminary = evaluation.preliminaryDoneAt ? storedPreliminary(evaluation.preliminary) : null;
    if (!preliminary) throw ruleBroken(PRELIMINARY_OPEN);
    if (passedBidIds(preliminary).size === 0) throw ruleBroken(NOBODY_PASSED);
    const last = await findLastRound(tx, project.id);
    if (last && isRoundOpen(last, now)) throw ruleBroken(roundStillOpen(last));
    const opened = await insertRound(tx, {
      projectId: project.id,
      round: (last?.round ?? 0) + 1,
      note: input.note,
      deadline,
      openedBy: byChair ? null : actor.userId,
      openedBySpecialist: byChair ? actor.userId : null,
      createdAt: now,
    });
    await audit(tx, deps.clock, {
      actor: actorOf(actor),
      action: 'negotiation.open',
      target: { type: 'project', id: project.id },
      detail: { round: opened.round, deadline: formatDateTimeCn(deadline.getTime()), note: input.note },
      ip: meta.ip,
    });
    return opened;
  });
  return toRoundOutput(round, [], now);
}
