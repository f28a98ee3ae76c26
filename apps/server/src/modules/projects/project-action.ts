import { canPerform, type LifecycleContext, type ProjectAction } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { duplicateCodeAsRefusal } from './project-errors.ts';
import { lifecycleOf } from './project-view.ts';
import { findProjectForUpdate, findRetenderCopy, type ProjectRow } from './projects.repo.ts';

export interface ActionRequest {
  id: number;
  action: ProjectAction;
  /** The user's inputs the lifecycle checks (暂停原因, 流标原因). */
  inputs?: Pick<LifecycleContext, 'reason' | 'lossDes'>;
  /** The audit action; `project.<action>` unless the house name differs (edit is project.update). */
  auditAction?: string;
}

export interface ActionOutcome<T> {
  detail?: Record<string, unknown>;
  result: T;
}

/**
 * The one way a staff action on an existing project runs: in one transaction, lock the row, ask core's lifecycle
 * table (refusing with its Chinese reason, nothing written), apply the change, write the audit line.
 */
export async function runProjectAction<T>(
  deps: Deps,
  principal: Principal,
  meta: RequestMeta,
  request: ActionRequest,
  apply: (tx: DbOrTx, project: ProjectRow, now: Date) => Promise<ActionOutcome<T>>,
): Promise<T> {
  try {
    return await deps.db.transaction(async (tx) => {
      const project = await findProjectForUpdate(tx, request.id);
      if (!project) throw notFound('项目不存在');
      const now = deps.clock.now();
      // Only 重新采购 depends on another row; the copy is looked up under the lock, so a double click cannot copy twice.
      const retendered = request.action === 'retender' && (await findRetenderCopy(tx, project.id)) !== undefined;
      const check = canPerform(lifecycleOf(project, retendered), request.action, { now, ...request.inputs });
      if (!check.ok) throw ruleBroken(check.reason);
      const outcome = await apply(tx, project, now);
      await audit(tx, deps.clock, {
        actor: actorOf(principal),
        action: request.auditAction ?? `project.${request.action}`,
        target: { type: 'project', id: project.id },
        detail: outcome.detail,
        ip: meta.ip,
      });
      return outcome.result;
    });
  } catch (error) {
    throw duplicateCodeAsRefusal(error);
  }
}
