import {
  canPerform,
  type LifecycleContext,
  originState,
  type ProjectAction,
  type ProjectState,
  TRANSITIONS,
} from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { type AuditActor, audit } from '../../platform/audit/audit.service.ts';
import { lifecycleOf } from './project-view.ts';
import { findProjectForUpdate, findRetenderCopy, type ProjectRow, writeProjectState } from './projects.repo.ts';

/**
 * The only way a project's state changes (project-state-writes.test.ts fails on any other writer of the
 * column). Inside the caller's transaction it locks the project row, asks core's lifecycle table whether the action
 * may be taken now (refusing with its Chinese reason, nothing written), runs the feature's own change, writes the
 * table's target state (`TRANSITIONS[action].to`, never a state named by the caller) and the project's 操作日志 line.
 *
 * A new transition (bids, opening, evaluation, results) is one entry in core's TRANSITIONS and one call of this.
 */

export interface TransitionRequest {
  projectId: number;
  action: ProjectAction;
  /** The user's inputs and the facts from other tables the lifecycle checks (暂停原因, 流标原因, bid counts …). */
  context?: Omit<LifecycleContext, 'now'>;
  /** The audit action; `project.<action>` unless the feature has its own name (announcement.publish, project.update). */
  auditAction?: string;
}

/** Who acts, by which clock, from where: what the lifecycle and the audit line need of the request. */
export interface TransitionActor {
  clock: Clock;
  actor: AuditActor;
  ip: string;
}

export interface TransitionOutcome<T> {
  /** Written to the audit line; `from`/`to` are added when the state changes. */
  detail?: Record<string, unknown>;
  result: T;
}

/**
 * `apply` receives the project as it was before the action (locked) and the instant of the check; it writes the
 * feature's own rows and columns (times, flags, the announcement) but never the state. A throw rolls back the
 * caller's transaction, so a refusal anywhere changes nothing.
 */
export async function transitionProject<T>(
  tx: DbOrTx,
  by: TransitionActor,
  request: TransitionRequest,
  apply: (tx: DbOrTx, project: ProjectRow, now: Date) => Promise<TransitionOutcome<T>>,
): Promise<T> {
  const project = await findProjectForUpdate(tx, request.projectId);
  if (!project) throw notFound('项目不存在');
  const now = by.clock.now();
  // Only 重新采购 depends on another row; the copy is looked up under the lock, so a double click cannot copy twice.
  const retendered = request.action === 'retender' && (await findRetenderCopy(tx, project.id)) !== undefined;
  const lifecycle = lifecycleOf(project, retendered);
  const check = canPerform(lifecycle, request.action, { ...request.context, now });
  if (!check.ok) throw ruleBroken(check.reason);
  const outcome = await apply(tx, project, now);
  const to: ProjectState | null = TRANSITIONS[request.action].to;
  const moves = to !== null && to !== lifecycle.status;
  if (moves) await writeProjectState(tx, project.id, to, now);
  await audit(tx, by.clock, {
    actor: by.actor,
    action: request.auditAction ?? `project.${request.action}`,
    target: { type: 'project', id: project.id },
    detail: moves ? { ...outcome.detail, from: originState(lifecycle, request.action, now), to } : outcome.detail,
    ip: by.ip,
  });
  return outcome.result;
}
