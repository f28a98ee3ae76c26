import {
  PURCHASE_WAY_LABELS,
  type PurchaseSettingsRow,
  type PurchaseWay,
  type UpdatePurchaseSettings,
} from '@swp/core';
import type { Deps, RequestMeta } from '../../deps.ts';
import { actorOf, audit } from '../../platform/audit/audit.service.ts';
import type { Principal } from '../../plugins/access-types.ts';
import { findPurchaseSettings, listPurchaseSettingRows, savePurchaseSettings } from './purchase-settings.repo.ts';

export async function listPurchaseSettings(deps: Deps): Promise<PurchaseSettingsRow[]> {
  const rows = await listPurchaseSettingRows(deps.db);
  return rows.map((r) => {
    const way = r.purchaseWay as PurchaseWay;
    return { ...r, purchaseWay: way, purchaseWayLabel: PURCHASE_WAY_LABELS[way], updatedAt: r.updatedAt.toISOString() };
  });
}

/**
 * Changes one way's numbers; projects read them when their next deadline rule is checked (never retroactively). The
 * 加密方式 and the decryption window may be left out (a form written before they existed): the current ones stay.
 * A project keeps the 加密方式 it was created with.
 */
export async function updatePurchaseSettings(
  deps: Deps,
  principal: Principal,
  input: UpdatePurchaseSettings,
  meta: RequestMeta,
): Promise<void> {
  const { purchaseWay, ...values } = input;
  await deps.db.transaction(async (tx) => {
    const before = await findPurchaseSettings(tx, purchaseWay);
    const after = {
      ...values,
      encryptMode: values.encryptMode ?? before.encryptMode,
      decryptMinutes: values.decryptMinutes ?? before.decryptMinutes,
    };
    await savePurchaseSettings(tx, purchaseWay, after, { userId: principal.userId, now: deps.clock.now() });
    await audit(tx, deps.clock, {
      actor: actorOf(principal),
      action: 'purchaseSettings.update',
      target: { type: 'purchaseSettings', id: purchaseWay },
      detail: { purchaseWay, before, after },
      ip: meta.ip,
    });
  });
}
