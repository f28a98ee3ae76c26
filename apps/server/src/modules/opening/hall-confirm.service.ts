import type { confirmHallRecordInput, disagreeHallRecordInput } from '@swp/core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { ruleBroken } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import { sendSmsCode, verifySmsCode } from '../../platform/sms-code/sms-code.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { hasBidOnProject } from '../bids/bids.repo.ts';
import { requireProject } from '../projects/require-project.ts';
import { findSupplierById } from '../suppliers/suppliers.repo.ts';
import { settleHall } from './hall-settle.ts';
import {
  findConfirmation,
  findHall,
  type HallRow,
  insertConfirmation,
  lockHall,
  notifyHallChanged,
} from './opening-hall.repo.ts';

export const NOT_ANNOUNCED = '尚未唱标，唱标后方可确认开标记录';
export const HALL_CLOSED = '开标已结束，不能再确认开标记录';
export const ALREADY_CONFIRMED = '您已确认开标记录';
export const ALREADY_DISAGREED = '您已对开标记录提出不同意见';

function recordOpen(hall: HallRow | undefined) {
  if (!hall?.announcedAt) throw ruleBroken(NOT_ANNOUNCED);
  if (hall.closedAt) throw ruleBroken(HALL_CLOSED);
}

/** The company may still give its word: a bidder, after 唱标, before the close, and not yet. Answers its mobile. */
async function confirmable(deps: Deps, principal: Principal, projectId: number): Promise<string> {
  await requireProject(deps.db, projectId);
  if (!(await hasBidOnProject(deps.db, projectId, principal.userId))) {
    throw ruleBroken('您未参与该项目投标，不能确认开标记录');
  }
  await settleHall(deps, projectId);
  recordOpen(await findHall(deps.db, projectId));
  await refuseSecondWord(deps.db, projectId, principal.userId);
  const supplier = await findSupplierById(deps.db, principal.userId);
  return supplier!.mobile;
}

async function refuseSecondWord(db: DbOrTx, projectId: number, supplierId: number) {
  const given = await findConfirmation(db, projectId, supplierId);
  if (given) throw ruleBroken(given.verdict === 'confirmed' ? ALREADY_CONFIRMED : ALREADY_DISAGREED);
}

/** The code to the company's own mobile (purpose opening-confirm: 60 s between sends, 10 a day, 5 tries, single use). */
export async function sendConfirmCode(deps: Deps, principal: Principal, projectId: number, meta: RequestMeta) {
  const mobile = await confirmable(deps, principal, projectId);
  await sendSmsCode(deps, mobile, 'opening-confirm', meta.ip);
  return `验证码已发送至${maskMobile(mobile)}`;
}

/** Writes the company's word once, under the hall's lock (the close cannot pass between the check and the row). */
async function recordWord(
  deps: Deps,
  principal: Principal,
  projectId: number,
  word: { verdict: 'confirmed' | 'disagreed'; reason: string },
  meta: RequestMeta,
) {
  await deps.db.transaction(async (tx) => {
    recordOpen(await lockHall(tx, projectId));
    const inserted = await insertConfirmation(tx, {
      projectId,
      supplierId: principal.userId,
      verdict: word.verdict,
      reason: word.reason,
      at: deps.clock.now(),
    });
    if (!inserted) await refuseSecondWord(tx, projectId, principal.userId);
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: word.verdict === 'confirmed' ? 'opening.confirm' : 'opening.disagree',
      target: { type: 'project', id: projectId },
      ip: meta.ip,
    });
    await notifyHallChanged(tx, projectId);
  });
}

/** 确认 of the 开标记录: the code is checked (and used up), then the confirmation and its audit line together. */
export async function confirmRecord(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof confirmHallRecordInput>,
  meta: RequestMeta,
) {
  const mobile = await confirmable(deps, principal, input.projectId);
  await verifySmsCode(deps, mobile, 'opening-confirm', input.code);
  await recordWord(deps, principal, input.projectId, { verdict: 'confirmed', reason: '' }, meta);
}

/** A disagreement with the 开标记录, with its reason, in place of the confirmation. */
export async function disagreeWithRecord(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof disagreeHallRecordInput>,
  meta: RequestMeta,
) {
  await confirmable(deps, principal, input.projectId);
  await recordWord(deps, principal, input.projectId, { verdict: 'disagreed', reason: input.reason }, meta);
}
