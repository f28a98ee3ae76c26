import { effectiveState, PROJECT_STATE_LABELS, type ProjectState, type SetGradingStandardInput } from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { assertChoosableStandard } from '../grading/grading.service.ts';
import { lifecycleOf } from './project-view.ts';
import { findProjectForUpdate, setStandardIfNone } from './projects.repo.ts';

/** Published but not yet opened: the states in which a missing 评分标准 may still be chosen. */
const CHOOSABLE: readonly ProjectState[] = ['announced', 'enrolling', 'bidding', 'awaitingOpening'];
const ALREADY_CHOSEN = '项目已选择评分标准，如需变更请发布更正公告';

/**
 * 选择评分标准 after publication: 开标 needs a standard, and the form may no longer be edited once published, so a
 * project published without one would be stuck. Only a missing standard may be set here; changing one is a 更正公告.
 */
export async function setGradingStandard(
  deps: Deps,
  principal: Principal,
  input: SetGradingStandardInput,
  meta: RequestMeta,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const project = await findProjectForUpdate(tx, input.id);
    if (!project) throw notFound('项目不存在');
    if (project.gradingStandardId !== null) throw ruleBroken(ALREADY_CHOSEN);
    const now = deps.clock.now();
    const state = effectiveState(lifecycleOf(project), now);
    if (project.paused) throw ruleBroken('项目当前状态为「已暂停」，不能选择评分标准');
    if (!CHOOSABLE.includes(state)) {
      throw ruleBroken(`项目当前状态为「${PROJECT_STATE_LABELS[state]}」，不能选择评分标准`);
    }
    // Locks the standard (FOR SHARE) so it becomes 使用中 together with this commit.
    await assertChoosableStandard(tx, input.gradingStandardId);
    if (!(await setStandardIfNone(tx, project.id, input.gradingStandardId, now))) throw ruleBroken(ALREADY_CHOSEN);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'project.setGradingStandard',
      target: { type: 'project', id: project.id },
      detail: { changed: ['gradingStandardId'], gradingStandardId: input.gradingStandardId },
      ip: meta.ip,
    });
  });
}
