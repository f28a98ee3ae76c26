/**
 * Who may do what in 在线评标 (docs/rules.md). Every expert call: a seat on THIS project's committee (a confirmed
 * member, committee.repo.ts), then the opening (a bid_openings row). Writes also need the project not paused and in
 * 评标中; the chair's calls need the chair. Membership is checked first, so a non-member learns nothing of the
 * project, not even whether it exists or was opened.
 */
import { effectiveState, PROJECT_STATE_LABELS } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { findOpening } from '../opening/opening.repo.ts';
import { lifecycleOf } from '../projects/project-view.ts';
import type { ProjectRow } from '../projects/projects.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { type CommitteeRow, type EvaluationRow, listCommittee } from './committee.repo.ts';

export const NOT_A_MEMBER = '您不是该项目的评标委员会成员';
export const NOT_OPENED = '项目尚未开标，不能评标';
export const ONLY_CHAIR = '仅评标委员会组长可以操作';

export interface MemberContext {
  project: ProjectRow;
  committee: CommitteeRow[];
  me: CommitteeRow;
  openedAt: Date;
}

/** The caller's seat on the project's committee, after the opening; refused otherwise. */
export async function memberContext(db: DbOrTx, principal: Principal, projectId: number): Promise<MemberContext> {
  const committee = await listCommittee(db, projectId);
  const me = committee.find((m) => m.specialistId === principal.userId);
  if (!me) throw ruleBroken(NOT_A_MEMBER);
  const project = await requireProject(db, projectId);
  const opening = await findOpening(db, projectId);
  if (!opening) throw ruleBroken(NOT_OPENED);
  return { project, committee, me, openedAt: opening.openedAt };
}

/** Not paused, with the reason when it is. */
export function assertNotPaused(project: ProjectRow): void {
  if (!project.paused) return;
  const why = project.pauseReason?.trim() ? `（暂停原因：${project.pauseReason.trim()}）` : '';
  throw ruleBroken(`项目已暂停${why}，暂不能评标`);
}

/** A write of the scoring itself: not paused and in 评标中 (after 评标完成 everything is read-only). */
export function assertScoringOpen(project: ProjectRow, now: Date): void {
  assertNotPaused(project);
  const state = effectiveState(lifecycleOf(project), now);
  if (state === 'evaluating') return;
  if (state === 'evaluated') throw ruleBroken('评标已完成，评审内容不能再修改');
  throw ruleBroken(`项目当前状态为「${PROJECT_STATE_LABELS[state]}」，不能评标`);
}

export function assertChair(evaluation: EvaluationRow, principal: Principal): void {
  if (evaluation.chairSpecialistId !== principal.userId) throw ruleBroken(ONLY_CHAIR);
}
