/**
 * 竞争性谈判 as a step: the rounds held (without their quotes) and the chair's recorded reason for holding
 * none — what the phase bar, the result's rule (core negotiationRefusal) and the report's basis read. Null for a
 * project of another method.
 */
import { isNegotiationProject, type NegotiationState } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { EvaluationRow } from '../evaluation/committee.repo.ts';
import { findSpecialistName, listRounds } from './negotiation.repo.ts';
import { isRoundOpen } from './negotiation-view.ts';

export async function loadNegotiationState(
  db: DbOrTx,
  project: { id: number; purchaseWay: number },
  evaluation: Pick<EvaluationRow, 'negotiationWaiver' | 'negotiationWaivedAt' | 'negotiationWaivedBy'> | undefined,
  now: Date,
): Promise<NegotiationState | null> {
  if (!isNegotiationProject(project.purchaseWay)) return null;
  const rounds = await listRounds(db, project.id);
  const waived = evaluation?.negotiationWaiver && evaluation.negotiationWaivedAt ? evaluation : null;
  return {
    rounds: rounds.map((r) => ({ round: r.round, deadline: r.deadline.toISOString(), closed: !isRoundOpen(r, now) })),
    waiver: waived
      ? {
          reason: waived.negotiationWaiver!,
          recordedAt: waived.negotiationWaivedAt!.toISOString(),
          recordedBy: await findSpecialistName(db, waived.negotiationWaivedBy),
        }
      : null,
  };
}
