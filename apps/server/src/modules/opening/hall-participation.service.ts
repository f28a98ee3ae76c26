import {
  type answerHallObjectionInput,
  formatDateTimeCn,
  MAX_OPEN_HALL_OBJECTIONS,
  type raiseHallObjectionInput,
} from '@swp/core';
import type { z } from 'zod';
import type { Deps, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { hasBidOnProject } from '../bids/bids.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import {
  answerObjection,
  countOpenObjections,
  findObjection,
  insertObjection,
  insertSignIn,
  lockHall,
  notifyHallChanged,
} from './opening-hall.repo.ts';

export const SIGN_IN_CLOSED = '解密时间已结束，不能签到';
export const OBJECTION_BEFORE_START = '开标尚未开始，不能提出开标异议';
export const OBJECTION_AFTER_CLOSE = '开标已结束，不能提出开标异议';
export const OBJECTION_ANSWERED = '该异议已答复';
export const TOO_MANY_OPEN_OBJECTIONS = `您已有${MAX_OPEN_HALL_OBJECTIONS}条开标异议待答复，请等待答复后再提出`;

/**
 * 签到 (docs/rules.md 开标大厅): a company that lodged a bid on the project, from closeFileupTime (when the bids are
 * sealed for good) until the decryption window closes (under 平台加密 that is the start itself). Once per company;
 * signing in again keeps the first time. The 操作日志 line names the company, so it stays sealed until the opening
 * (bidder-log-actions.ts), like every line that tells who bid.
 */
export async function signIn(deps: Deps, principal: Principal, projectId: number, meta: RequestMeta): Promise<string> {
  const project = await requireProject(deps.db, projectId);
  if (!(await hasBidOnProject(deps.db, projectId, principal.userId))) throw ruleBroken('您未参与该项目投标，不能签到');
  return deps.db.transaction(async (tx) => {
    // Under the hall's lock (when it has started): the window cannot close between the check and the row.
    const hall = await lockHall(tx, projectId);
    const now = deps.clock.now();
    if (!project.closeFileupTime || now < project.closeFileupTime) {
      const at = project.closeFileupTime ? `（${formatDateTimeCn(project.closeFileupTime.getTime())}）` : '';
      throw ruleBroken(`投标截止时间${at}后方可签到`);
    }
    if (hall && (hall.closedAt || now >= hall.decryptUntil)) throw ruleBroken(SIGN_IN_CLOSED);
    const first = await insertSignIn(tx, { projectId, supplierId: principal.userId, signedInAt: now });
    if (!first) return '您已签到';
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'opening.signIn',
      target: { type: 'project', id: projectId },
      ip: meta.ip,
    });
    await notifyHallChanged(tx, projectId);
    return '签到成功';
  });
}

/**
 * 开标异议 (《招标投标法实施条例》第四十四条: raised at the opening, answered on the spot): a bidder of the project, from the
 * hall's start until it closes. Under the hall's lock, so the close (which counts the open ones under the same lock)
 * and a new objection cannot cross.
 */
export async function raiseObjection(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof raiseHallObjectionInput>,
  meta: RequestMeta,
): Promise<{ id: number }> {
  await requireProject(deps.db, input.projectId);
  if (!(await hasBidOnProject(deps.db, input.projectId, principal.userId))) {
    throw ruleBroken('您未参与该项目投标，不能提出开标异议');
  }
  return deps.db.transaction(async (tx) => {
    const hall = await lockHall(tx, input.projectId);
    if (!hall) throw ruleBroken(OBJECTION_BEFORE_START);
    if (hall.closedAt) throw ruleBroken(OBJECTION_AFTER_CLOSE);
    // Counted under the hall's lock: two objections of one company sent at once cannot both pass the limit.
    if ((await countOpenObjections(tx, input.projectId, principal.userId)) >= MAX_OPEN_HALL_OBJECTIONS) {
      throw ruleBroken(TOO_MANY_OPEN_OBJECTIONS);
    }
    const id = await insertObjection(tx, {
      projectId: input.projectId,
      supplierId: principal.userId,
      content: input.content,
      raisedAt: deps.clock.now(),
    });
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'opening.objection',
      target: { type: 'project', id: input.projectId },
      // The text is the record's; the log says which objection.
      detail: { objectionId: id },
      ip: meta.ip,
    });
    await notifyHallChanged(tx, input.projectId);
    return { id };
  });
}

/** Staff answer an objection on the spot, once: of answers sent at once exactly one is kept. */
export async function answerHallObjection(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof answerHallObjectionInput>,
  meta: RequestMeta,
): Promise<void> {
  const objection = await findObjection(deps.db, input.id);
  if (!objection) throw notFound('异议不存在');
  await deps.db.transaction(async (tx) => {
    await lockHall(tx, objection.projectId);
    const answered = await answerObjection(tx, input.id, {
      text: input.answer,
      at: deps.clock.now(),
      by: principal.userId,
      byName: principal.name,
    });
    if (!answered) throw ruleBroken(OBJECTION_ANSWERED);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'opening.answerObjection',
      target: { type: 'project', id: objection.projectId },
      detail: { objectionId: input.id, supplierId: answered.supplierId },
      ip: meta.ip,
    });
    await notifyHallChanged(tx, objection.projectId);
  });
}
