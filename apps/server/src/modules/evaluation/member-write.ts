import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { findProject, type ProjectRow } from '../projects/projects.repo.ts';
import { type EvaluationRow, lockEvaluation } from './committee.repo.ts';
import { assertScoringOpen, type MemberContext, memberContext } from './evaluation-access.ts';

export interface MemberWrite extends MemberContext {
  evaluation: EvaluationRow;
  now: Date;
}

/**
 * One transaction of a member's write: the seat and the opening are checked first (nothing is created for a
 * non-member), then the evaluation row is locked — 'share' for the member's own sheet, 'update' for a committee-wide
 * step — and the project is read again under it, so a pause or a result committed meanwhile counts. `assert`
 * decides whether the project takes the write (by default: scoring open, 评标中 and not paused).
 */
export function memberWrite<T>(
  deps: Deps,
  principal: Principal,
  projectId: number,
  mode: 'update' | 'share',
  write: (tx: Tx, ctx: MemberWrite) => Promise<T>,
  assert: (project: ProjectRow, now: Date) => void = assertScoringOpen,
): Promise<T> {
  return deps.db.transaction(async (tx) => {
    const ctx = await memberContext(tx, principal, projectId);
    const evaluation = await lockEvaluation(tx, projectId, mode);
    const project = (await findProject(tx, projectId))!;
    const now = deps.clock.now();
    assert(project, now);
    return write(tx, { ...ctx, project, evaluation, now });
  });
}
