import { type negotiationListOutput, Permission } from '@swp/core';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { demandAccess } from '../../plugins/access.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { memberContext } from '../evaluation/evaluation-access.ts';
import { requireProject } from '../projects/require-project.ts';
import { listProjectOffers, listRounds } from './negotiation.repo.ts';
import { toRoundOutput } from './negotiation-view.ts';

/**
 * `list`: the project's rounds for staff of 项目管理 and for the members of its committee (checked as 在线评标 checks
 * them: a non-member learns nothing of the project). A round's quotes are answered only once its deadline passed.
 */
export async function listNegotiationRounds(
  deps: Deps,
  principal: Principal | null,
  projectId: number,
): Promise<z.output<typeof negotiationListOutput>> {
  if (principal?.role === 'specialist') {
    await memberContext(deps.db, demandAccess(principal, { role: 'specialist' }), projectId);
  } else {
    demandAccess(principal, { role: 'staff', permission: Permission.project });
    await requireProject(deps.db, projectId);
  }
  const now = deps.clock.now();
  const [rounds, offers] = await Promise.all([listRounds(deps.db, projectId), listProjectOffers(deps.db, projectId)]);
  return { rounds: rounds.map((round) => toRoundOutput(round, offers, now)) };
}
