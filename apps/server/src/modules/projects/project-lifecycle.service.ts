import { hallPauseRefusal, RETENDER_COPY_STATE, shanghaiParts } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { runProjectAction } from './project-action.ts';
import { generateProjectCode } from './project-code.repo.ts';
import { pickFormValues } from './project-fields.ts';
import type { TransitionOutcome } from './project-transition.ts';
import {
  findHallWindow,
  insertProject,
  listSections,
  type ProjectRow,
  replaceSections,
  updateProject,
} from './projects.repo.ts';

/** 提交立项: draft → approved (the table's target); the project may now get its 招标公告. */
export function submitProject(deps: Deps, principal: Principal, id: number, meta: RequestMeta) {
  return runProjectAction(deps, principal, meta, { id, action: 'submit' }, async () => ({ result: undefined }));
}

/**
 * 暂停's own change: a flag beside the state, so 恢复 returns to exactly where the project was. Refused while the
 * 开标大厅's decryption window is open (core `hallPauseRefusal`, docs/lifecycle.md), under the project's lock.
 */
export const pauseChange =
  (reason: string) =>
  async (tx: DbOrTx, project: ProjectRow, now: Date): Promise<TransitionOutcome<undefined>> => {
    const inWindow = hallPauseRefusal(await findHallWindow(tx, project.id), now);
    if (inWindow) throw ruleBroken(inWindow);
    await updateProject(tx, project.id, { paused: true, pauseReason: reason, updatedAt: now });
    return { detail: { reason }, result: undefined };
  };

export function pauseProject(
  deps: Deps,
  principal: Principal,
  input: { id: number; reason: string },
  meta: RequestMeta,
) {
  const request = { id: input.id, action: 'pause' as const, inputs: { reason: input.reason } };
  return runProjectAction(deps, principal, meta, request, pauseChange(input.reason));
}

export function resumeProject(deps: Deps, principal: Principal, id: number, meta: RequestMeta) {
  return runProjectAction(deps, principal, meta, { id, action: 'resume' }, async (tx, project, now) => {
    await updateProject(tx, project.id, { paused: false, pauseReason: null, updatedAt: now });
    return { detail: { pauseReason: project.pauseReason }, result: undefined };
  });
}

/**
 * 重新采购: a failed project gets one linked copy in draft with every form field and 标段 and a new code; the
 * tender times, 流标原因 and pause are not copied (they belong to the failed round). The original stays failed.
 */
export function retenderProject(deps: Deps, principal: Principal, id: number, meta: RequestMeta) {
  return runProjectAction(deps, principal, meta, { id, action: 'retender' }, async (tx, original, now) => {
    const projectCode = await generateProjectCode(tx, shanghaiParts(now.getTime()).year);
    const copy = await insertProject(
      tx,
      {
        ...pickFormValues(original),
        projectCode,
        retenderOfId: original.id,
        createdBy: principal.userId,
        createdAt: now,
        updatedAt: now,
      },
      RETENDER_COPY_STATE,
    );
    const sections = await listSections(tx, original.id);
    await replaceSections(tx, copy.id, sections);
    // The copy's own log starts with where it came from; the original's line (written by transitionProject) names it.
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'project.retenderCopy',
      target: { type: 'project', id: copy.id },
      detail: { retenderOfId: original.id, retenderOfCode: original.projectCode },
      ip: meta.ip,
    });
    return { detail: { copyId: copy.id, copyCode: projectCode }, result: { id: copy.id, projectCode } };
  });
}
