import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';

/**
 * A project's committee in its 操作日志: the draw, each replacement (补抽) and each 不能参加 write a line whose target
 * is the project, beside the extraction's and the invitation's own audit lines (which hold the expert ids).
 *
 * These lines say that the committee changed, never who is on it: no expert name, id or mobile, only counts, the
 * seat's category and the way a seat was filled. Even so they tell a colleague that a committee exists and when it
 * moved, so the project log read (projects/project-read.service.ts) leaves them out for whoever
 * `mayReadCommittee` refuses (committee-access.ts) until the project's openTime has passed.
 */
export const COMMITTEE_LOG_ACTIONS = ['extraction.draw', 'extraction.replace', 'extraction.cancel'] as const;
export type CommitteeLogAction = (typeof COMMITTEE_LOG_ACTIONS)[number];

/**
 * Writes the line when the extraction belongs to a project; an external task (外部招募) has no project log, so the
 * call is a no-op there and callers need not ask.
 */
export async function logCommitteeOnProject(
  tx: DbOrTx,
  clock: Clock,
  by: { principal: Principal; ip: string },
  projectId: number | null,
  action: CommitteeLogAction,
  detail: Record<string, unknown>,
): Promise<void> {
  if (projectId === null) return;
  await audit(tx, clock, {
    actor: actorOf(by.principal),
    action,
    target: { type: 'project', id: projectId },
    detail,
    ip: by.ip,
  });
}
