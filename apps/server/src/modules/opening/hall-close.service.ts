import { canPerform, formatDateTimeCn } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { transitionProject } from '../projects/project-transition.ts';
import { lifecycleOf } from '../projects/project-view.ts';
import { findProjectForUpdate } from '../projects/projects.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { settleHall } from './hall-settle.ts';
import { listOpenedBids } from './opening.repo.ts';
import {
  countOpenObjections,
  listConfirmations,
  listHallBids,
  lockHall,
  notifyHallChanged,
  setClosed,
} from './opening-hall.repo.ts';

export const openObjectionsLeft = (n: number) => `尚有${n}条开标异议未答复，不能结束开标`;

/**
 * `POST /api/opening/close` (staff): after 唱标, once every 开标异议 is answered. Under the hall's lock (objections and
 * confirmations take it too, so none slips in between the count and the close). The companies that neither
 * confirmed nor disagreed by now stay 未确认 in the record. When 唱标 left enough valid bids the project moves to
 * 评标中 in the same transaction (`transitionProject(open)`: the lifecycle checked again, its 操作日志 line); otherwise
 * it stays 待开标 and staff publish the 流标公告, as when too few bids were lodged.
 */
export async function closeHall(
  deps: Deps,
  principal: Principal,
  projectId: number,
  meta: RequestMeta,
): Promise<string> {
  const project = await requireProject(deps.db, projectId);
  await settleHall(deps, projectId, meta.ip);
  const actor = actorOf(principal);
  return deps.db.transaction(async (tx) => {
    const hall = await lockHall(tx, projectId);
    if (!hall) throw ruleBroken('开标尚未开始，不能结束开标');
    if (hall.closedAt) throw ruleBroken(`开标已于${formatDateTimeCn(hall.closedAt.getTime())}结束`);
    if (!hall.announcedAt) throw ruleBroken('尚未唱标，不能结束开标');
    const open = await countOpenObjections(tx, projectId);
    if (open > 0) throw ruleBroken(openObjectionsLeft(open));
    const close = async (db: DbOrTx, now: Date) => {
      await setClosed(db, projectId, now, { id: principal.userId, name: principal.name });
      await audit(db, deps.clock, {
        actor,
        action: 'opening.close',
        target: { type: 'project', id: projectId },
        detail: { unconfirmed: await unconfirmedCount(db, projectId), validShort: hall.failure !== null },
        ip: meta.ip,
      });
      await notifyHallChanged(db, projectId);
    };
    if (hall.failure) {
      // The project stays 待开标 for its 流标公告, but a pause stops the close as it stops the move to 评标中.
      const locked = await findProjectForUpdate(tx, projectId);
      const check = canPerform(lifecycleOf(locked!), 'open', { now: deps.clock.now(), hasGradingStandard: true });
      if (!check.ok) throw ruleBroken(check.reason);
      await close(tx, deps.clock.now());
      return '开标已结束。有效投标不足，请发布流标公告';
    }
    await transitionProject(
      tx,
      { clock: deps.clock, actor, ip: meta.ip },
      { projectId, action: 'open', context: { hasGradingStandard: project.gradingStandardId !== null } },
      async (tx, _locked, now) => {
        await close(tx, now);
        // As the one-step 开标 logs it: how many bids go on to 评标, and how each checked against its receipt.
        const lines = await listOpenedBids(tx, projectId);
        const checks = { ok: 0, mismatch: 0, unreadable: 0 };
        for (const line of lines) checks[line.check] += 1;
        return { detail: { bids: lines.length, checks }, result: undefined };
      },
    );
    return '开标已结束，项目进入评标';
  });
}

/** Companies that bid and gave no word on the record (a company of several 标段 counts once). */
async function unconfirmedCount(db: DbOrTx, projectId: number): Promise<number> {
  const [bids, words] = await Promise.all([listHallBids(db, projectId), listConfirmations(db, projectId)]);
  const given = new Set(words.map((w) => w.supplierId));
  return new Set(bids.map((b) => b.supplierId).filter((id) => !given.has(id))).size;
}
