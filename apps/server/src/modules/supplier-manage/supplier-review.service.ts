/**
 * 审核, 冻结 and 解冻 (docs/product.md): the staff writes to a company's status. Each locks the company's row
 * first (FOR UPDATE), so of two reviewers acting at once the second sees the first's result and is refused; each
 * writes a line of the company's history and the audit log with the IP, in one transaction.
 */
import {
  type auditSupplierInput,
  type freezeSupplierInput,
  SUPPLIER_STATUS_LABELS,
  type SupplierEventAction,
} from '@swp/core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps, LinkMeta, RequestMeta } from '../../deps.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { actorOf, audit } from '../audit/audit.service.ts';
import { revokeAllSessions } from '../auth/session.repo.ts';
import { insertSupplierEvent } from '../suppliers/supplier-events.repo.ts';
import { lockSupplier, type SupplierRecord, updateSupplier } from '../suppliers/suppliers.repo.ts';
import { type ReviewLog, sendReviewResult } from './review-sms.ts';
import { lastRejectionReason } from './supplier-manage.repo.ts';

async function lockedOrNotFound(tx: DbOrTx, id: number): Promise<SupplierRecord> {
  const row = await lockSupplier(tx, id);
  if (!row) throw notFound('供应商不存在');
  return row;
}

/** The history line and the audit line of one staff action on a company. */
async function record(
  tx: DbOrTx,
  deps: Deps,
  principal: Principal,
  row: SupplierRecord,
  action: SupplierEventAction,
  detail: { reason: string } & Record<string, unknown>,
  meta: RequestMeta,
) {
  await insertSupplierEvent(tx, {
    supplierId: row.id,
    action,
    reason: detail.reason,
    actorRole: 'staff',
    actorId: principal.userId,
    actorName: principal.name,
    at: deps.clock.now(),
  });
  await audit(tx, deps.clock, {
    actor: actorOf(principal),
    action: `supplier.${action}`,
    target: { type: 'supplier', id: row.id },
    detail: { companyName: row.companyName, ...detail },
    ip: meta.ip,
  });
}

export interface ReviewOutcome {
  /** Whether the SMS telling the company the result went out. */
  smsSent: boolean;
}

/** 通过 → approved, 驳回 → rejected with the reason the company is shown; then the company is told by SMS. */
export async function reviewSupplier(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof auditSupplierInput>,
  meta: LinkMeta,
  log: ReviewLog,
): Promise<ReviewOutcome> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockedOrNotFound(tx, input.id);
    if (locked.status !== 'pending') {
      throw ruleBroken(`该供应商不是待审核状态（当前为${SUPPLIER_STATUS_LABELS[locked.status]}），不能审核`);
    }
    const status = input.pass ? 'approved' : 'rejected';
    await updateSupplier(tx, locked.id, {
      status,
      statusReason: input.pass ? '' : input.reason,
      updatedAt: deps.clock.now(),
    });
    await record(tx, deps, principal, locked, input.pass ? 'approve' : 'reject', { reason: input.reason }, meta);
    return locked;
  });
  const smsSent = await sendReviewResult(
    deps,
    log,
    { ...row, supplierId: row.id },
    { ...input, baseUrl: meta.baseUrl },
  );
  return { smsSent };
}

/**
 * 冻结: the company can no longer sign in or act (its sessions end now; the account store refuses a frozen
 * company), and is told the reason at sign-in. The status it had is kept for 解冻.
 */
export async function freezeSupplier(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof freezeSupplierInput>,
  meta: RequestMeta,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockedOrNotFound(tx, input.id);
    if (row.status === 'frozen') throw ruleBroken('该供应商已被冻结');
    const now = deps.clock.now();
    await updateSupplier(tx, row.id, {
      status: 'frozen',
      statusBeforeFreeze: row.status,
      statusReason: input.reason,
      updatedAt: now,
    });
    await revokeAllSessions(tx, 'vender', row.id, now);
    await record(tx, deps, principal, row, 'freeze', { reason: input.reason, statusBefore: row.status }, meta);
  });
}

/**
 * 解冻: back to the status before the freeze, with the reason that status had (a rejected company sees its
 * rejection reason again). A company frozen without a remembered status (data from before it was kept) goes
 * back to 待审核, to be looked at again.
 */
export async function unfreezeSupplier(
  deps: Deps,
  principal: Principal,
  input: z.output<typeof freezeSupplierInput>,
  meta: RequestMeta,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockedOrNotFound(tx, input.id);
    if (row.status !== 'frozen') throw ruleBroken('该供应商未被冻结');
    const status = row.statusBeforeFreeze ?? 'pending';
    await updateSupplier(tx, row.id, {
      status,
      statusBeforeFreeze: null,
      statusReason: status === 'rejected' ? await lastRejectionReason(tx, row.id) : '',
      updatedAt: deps.clock.now(),
    });
    await record(tx, deps, principal, row, 'unfreeze', { reason: input.reason, statusAfter: status }, meta);
  });
}
