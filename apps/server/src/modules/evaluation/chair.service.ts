/**
 * The committee's chair (组长, docs/rules.md): elected by the members' votes, or named by staff while none is. A vote may
 * be changed until a chair exists; the first candidate holding MORE than half of the committee's votes becomes the
 * chair in the vote's own transaction. The evaluation row is locked for update by every vote and naming, so two
 * votes at once are counted one after the other (each sees the other's), and `setChair` writes only while the
 * chair is empty: one chair, however many clicks arrive together.
 */
import type { nameChairInput, voteChairInput } from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { invalid, ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { findOpening } from '../opening/opening.repo.ts';
import { findProject } from '../projects/projects.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { countVotesFor, listCommittee, lockEvaluation, setChair, upsertVote } from './committee.repo.ts';
import { assertScoringOpen } from './evaluation-access.ts';
import { memberWrite } from './member-write.ts';

export const CHAIR_EXISTS = '评标委员会组长已产生';

/** `voteChair`: the member's vote; `elected` when this vote made the candidate the chair. */
export async function voteChair(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof voteChairInput>,
  meta: RequestMeta,
): Promise<{ elected: boolean }> {
  const { projectId, candidateId } = input;
  return memberWrite(deps, principal, projectId, 'update', async (tx, ctx) => {
    if (ctx.evaluation.chairSpecialistId != null) throw ruleBroken(CHAIR_EXISTS);
    if (!ctx.committee.some((m) => m.specialistId === candidateId)) {
      throw invalid('只能推选本项目评标委员会的成员担任组长');
    }
    await upsertVote(tx, { projectId, voterId: ctx.me.specialistId, candidateId, at: ctx.now });
    const votes = await countVotesFor(tx, projectId, candidateId);
    const elected =
      votes * 2 > ctx.committee.length &&
      (await setChair(tx, projectId, { specialistId: candidateId, chosenBy: 'election' }));
    const target = { type: 'project', id: projectId };
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'evaluation.voteChair',
      target,
      detail: { candidateId, votes, committee: ctx.committee.length },
      ip: meta.ip,
    });
    if (elected) {
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: 'evaluation.chairElected',
        target,
        detail: { chairId: candidateId, votes, committee: ctx.committee.length },
        ip: meta.ip,
      });
    }
    return { elected };
  });
}

/** `nameChair` (staff, the 评标 tab): only after 开标, while 评标中 and no chair exists, and only a member. */
export async function nameChair(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof nameChairInput>,
  meta: RequestMeta,
): Promise<void> {
  const { projectId, specialistId } = input;
  await deps.db.transaction(async (tx) => {
    await requireProject(tx, projectId);
    if (!(await findOpening(tx, projectId))) throw ruleBroken('项目尚未开标，不能指定组长');
    const evaluation = await lockEvaluation(tx, projectId, 'update');
    if (evaluation.chairSpecialistId != null) throw ruleBroken(CHAIR_EXISTS);
    assertScoringOpen((await findProject(tx, projectId))!, deps.clock.now());
    const committee = await listCommittee(tx, projectId);
    if (!committee.some((m) => m.specialistId === specialistId)) {
      throw invalid('只能指定本项目评标委员会的成员担任组长');
    }
    if (!(await setChair(tx, projectId, { specialistId, chosenBy: 'staff', staffId: principal.userId }))) {
      throw ruleBroken(CHAIR_EXISTS);
    }
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'evaluation.nameChair',
      target: { type: 'project', id: projectId },
      detail: { chairId: specialistId },
      ip: meta.ip,
    });
  });
}
