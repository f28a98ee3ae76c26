/**
 * 黑名单 (docs/product.md): staff list a supplier or an expert as warned or banned for a period, and may 解除
 * it early with a reason. The status follows from the dates (core blacklist/status.ts); these are the only writes.
 */
import {
  type addBlacklistInput,
  BLACKLIST_TARGET_LABELS,
  BLACKLIST_TYPE_LABELS,
  type BlacklistTargetType,
  blacklistStatus,
  type liftBlacklistInput,
} from '@swp/core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, RequestMeta } from '../../deps.ts';
import { invalid, notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { lockSpecialist } from '../specialists/specialists.repo.ts';
import { lockSupplier } from '../suppliers/suppliers.repo.ts';
import {
  findOverlappingEntry,
  insertBlacklistEntry,
  lockBlacklistEntry,
  lockDecisionFile,
  markLifted,
} from './blacklist.repo.ts';
import { beijingToday } from './blacklist-standing.ts';

type AddInput = z.output<typeof addBlacklistInput>;

/**
 * The target's row, locked until the transaction ends (two entries for one target are decided one after the
 * other), and what the entry keeps of it: the name (and a company's credit code), so the list reads the same
 * after a rename. An archived (deleted) expert is gone from the pool: nothing left to keep out of a draw.
 */
async function lockTarget(tx: DbOrTx, type: BlacklistTargetType, id: number) {
  if (type === 'supplier') {
    const supplier = await lockSupplier(tx, id);
    if (!supplier) throw notFound('供应商不存在');
    return { targetName: supplier.companyName, targetCode: supplier.uscc };
  }
  const expert = await lockSpecialist(tx, id);
  if (!expert) throw notFound('专家不存在');
  return { targetName: expert.name, targetCode: '' };
}

/** One 处罚 is one entry: a second of the same type over the same days is refused, whoever clicks first. */
async function refuseOverlap(tx: DbOrTx, input: AddInput, today: string) {
  const clash = await findOverlappingEntry(tx, input, today);
  if (!clash) return;
  throw ruleBroken(
    `该${BLACKLIST_TARGET_LABELS[input.targetType]}已有${BLACKLIST_TYPE_LABELS[input.type]}记录` +
      `（${clash.startDate}至${clash.endDate}）与所选期间重叠，不能重复列入；如需变更，请先解除该记录`,
  );
}

/** Only a decision document uploaded for this purpose (not a licence, not an announcement's file), used once. */
async function claimDecisionFile(tx: DbOrTx, fileId: string) {
  const file = await lockDecisionFile(tx, fileId);
  if (file?.purpose !== 'blacklist-decision') throw invalid('处理决定文件不存在，请重新上传');
  if (file.usedByEntryId !== undefined) throw invalid('该处理决定文件已用于另一条黑名单记录，请重新上传');
}

export async function addToBlacklist(
  deps: Deps,
  principal: Principal,
  input: AddInput,
  meta: RequestMeta,
): Promise<{ id: number }> {
  const attachmentFileId = input.attachmentFileId ?? null;
  const id = await deps.db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.targetType, input.targetId);
    await refuseOverlap(tx, input, beijingToday(deps.clock));
    if (attachmentFileId) await claimDecisionFile(tx, attachmentFileId);
    const entryId = await insertBlacklistEntry(tx, {
      targetType: input.targetType,
      targetId: input.targetId,
      ...target,
      type: input.type,
      reason: input.reason,
      startDate: input.startDate,
      endDate: input.endDate,
      attachmentFileId,
      createdById: principal.userId,
      createdByName: principal.name,
      createdAt: deps.clock.now(),
    });
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'blacklist.add',
      target: { type: 'blacklist', id: entryId },
      detail: {
        targetType: input.targetType,
        targetId: input.targetId,
        targetName: target.targetName,
        type: input.type,
        reason: input.reason,
        startDate: input.startDate,
        endDate: input.endDate,
        attachmentFileId,
      },
      ip: meta.ip,
    });
    return entryId;
  });
  return { id };
}

/** 解除: only an entry neither lifted nor past its end (a not yet started one may be withdrawn). */
export async function liftBlacklistEntry(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof liftBlacklistInput>,
  meta: RequestMeta,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const entry = await lockBlacklistEntry(tx, input.id);
    if (!entry) throw notFound('黑名单记录不存在');
    const status = blacklistStatus(entry, beijingToday(deps.clock));
    if (status === 'lifted') throw ruleBroken('该记录已解除，不能重复解除');
    if (status === 'expired') throw ruleBroken(`该记录已于${entry.endDate}到期，无需解除`);
    const now = deps.clock.now();
    await markLifted(tx, entry.id, { liftedAt: now, liftedByName: principal.name, liftReason: input.reason });
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'blacklist.lift',
      target: { type: 'blacklist', id: entry.id },
      detail: {
        targetType: entry.targetType,
        targetId: entry.targetId,
        targetName: entry.targetName,
        type: entry.type,
        statusBefore: status,
        reason: input.reason,
      },
      ip: meta.ip,
    });
  });
}
