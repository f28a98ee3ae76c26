import type { EvalProgress } from '@swp/core';
import type { Deps } from '../../deps.ts';
import { loadNegotiationState } from '../negotiation/negotiation-state.ts';
import { findOpening } from '../opening/opening.repo.ts';
import { isoOrNull } from '../projects/project-view.ts';
import { requireProject } from '../projects/require-project.ts';
import { findEvaluation, listCommittee, listSignatures, listVotes } from './committee.repo.ts';
import { findStandard } from './evaluation-inputs.repo.ts';
import { chairOf, committeeOf, phaseOf } from './evaluation-view.ts';
import { listSheets } from './sheets.repo.ts';

/**
 * `progress` (staff system:project, the project's 评标 tab): each member's sheet status per step, votes, the chair
 * and signatures — never a score. Before 开标 the committee is not shown: until openTime it is confidential
 * (extraction README), and 开标 comes after openTime.
 */
export async function readProgress(deps: Deps, projectId: number): Promise<EvalProgress> {
  const project = await requireProject(deps.db, projectId);
  const standard = await findStandard(deps.db, project.gradingStandardId);
  const opened = (await findOpening(deps.db, projectId)) !== undefined;
  if (!opened) {
    return {
      phase: 'waiting',
      standardName: standard?.name ?? null,
      chair: null,
      committee: [],
      negotiation: null,
      reportNo: null,
      submittedAt: null,
    };
  }
  const [evaluation, committee, votes, sheets, signatures] = await Promise.all([
    findEvaluation(deps.db, projectId),
    listCommittee(deps.db, projectId),
    listVotes(deps.db, projectId),
    listSheets(deps.db, projectId),
    listSignatures(deps.db, projectId),
  ]);
  return {
    phase: phaseOf(true, evaluation),
    standardName: standard?.name ?? null,
    chair: chairOf(committee, evaluation),
    committee: committeeOf({ committee, evaluation, votes, sheets, signatures }),
    negotiation: await loadNegotiationState(deps.db, project, evaluation, deps.clock.now()),
    reportNo: evaluation?.reportNo ?? null,
    submittedAt: isoOrNull(evaluation?.submittedAt ?? null),
  };
}
