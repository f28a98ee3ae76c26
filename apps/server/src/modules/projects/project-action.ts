import type { LifecycleContext, ProjectAction } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { actorOf } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { duplicateCodeAsRefusal } from './project-errors.ts';
import { type TransitionOutcome, transitionProject } from './project-transition.ts';
import type { ProjectRow } from './projects.repo.ts';

export interface ActionRequest {
  id: number;
  action: ProjectAction;
  /** The user's inputs the lifecycle checks (暂停原因, 流标原因). */
  inputs?: Pick<LifecycleContext, 'reason' | 'lossDes'>;
  /** The audit action; `project.<action>` unless the house name differs (edit is project.update). */
  auditAction?: string;
}

/**
 * A staff request of 项目管理 that is one lifecycle action (提交, 编辑, 暂停, 恢复, 重新采购): a transaction of its own
 * around transitionProject, with the unique project code's violation told as the friendly refusal. Features whose
 * action is part of a larger write (publishing an announcement) call transitionProject inside their transaction.
 */
export async function runProjectAction<T>(
  deps: Deps,
  principal: Principal,
  meta: RequestMeta,
  request: ActionRequest,
  apply: (tx: DbOrTx, project: ProjectRow, now: Date) => Promise<TransitionOutcome<T>>,
): Promise<T> {
  try {
    return await deps.db.transaction((tx) =>
      transitionProject(
        tx,
        { clock: deps.clock, actor: actorOf(principal), ip: meta.ip },
        { projectId: request.id, action: request.action, context: request.inputs, auditAction: request.auditAction },
        apply,
      ),
    );
  } catch (error) {
    throw duplicateCodeAsRefusal(error);
  }
}
