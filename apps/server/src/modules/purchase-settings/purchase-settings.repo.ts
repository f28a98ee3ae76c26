import {
  DEFAULT_PURCHASE_SETTINGS,
  PURCHASE_WAYS,
  type PurchaseSettings,
  type PurchaseWay,
  toPurchaseWay,
} from '@swp/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { purchaseSettings, staffUsers } from '../../db/schema/index.ts';

const pickSettings = (row: PurchaseSettings): PurchaseSettings => ({
  minDays: row.minDays,
  dayKind: row.dayKind,
  minBids: row.minBids,
  minCommittee: row.minCommittee,
  publicityDays: row.publicityDays,
  encryptMode: row.encryptMode,
  decryptMinutes: row.decryptMinutes,
});

/**
 * The procurement numbers of every purchase way, as core's rules take them (checkMinimumPeriod, checkBidCount,
 * checkCommitteeSize, canPerform's publicityDays/minBids). A way without a row (the migration inserts all four)
 * falls back to the product's defaults (docs/rules.md) rather than failing. Pass the transaction's handle when inside one.
 */
export async function loadPurchaseSettings(db: DbOrTx): Promise<Record<PurchaseWay, PurchaseSettings>> {
  const settings = structuredClone(DEFAULT_PURCHASE_SETTINGS);
  for (const row of await db.select().from(purchaseSettings)) {
    const way = toPurchaseWay(row.purchaseWay);
    if (way !== null) settings[way] = pickSettings(row);
  }
  return settings;
}

/** The settings table with who changed each row last, ordered by way. */
export async function listPurchaseSettingRows(db: DbOrTx) {
  const rows = await db
    .select({
      purchaseWay: purchaseSettings.purchaseWay,
      minDays: purchaseSettings.minDays,
      dayKind: purchaseSettings.dayKind,
      minBids: purchaseSettings.minBids,
      minCommittee: purchaseSettings.minCommittee,
      publicityDays: purchaseSettings.publicityDays,
      encryptMode: purchaseSettings.encryptMode,
      decryptMinutes: purchaseSettings.decryptMinutes,
      updatedAt: purchaseSettings.updatedAt,
      updatedByName: sql<string>`coalesce(${staffUsers.name}, '')`,
    })
    .from(purchaseSettings)
    .leftJoin(staffUsers, eq(staffUsers.id, purchaseSettings.updatedBy))
    .orderBy(asc(purchaseSettings.purchaseWay));
  return rows.filter((r) => PURCHASE_WAYS.includes(r.purchaseWay as PurchaseWay));
}

/** The current numbers of one way (the defaults if its row is missing), read before a change for the audit. */
export async function findPurchaseSettings(db: DbOrTx, way: PurchaseWay): Promise<PurchaseSettings> {
  const [row] = await db.select().from(purchaseSettings).where(eq(purchaseSettings.purchaseWay, way)).limit(1);
  return row ? pickSettings(row) : DEFAULT_PURCHASE_SETTINGS[way];
}

/** Writes one way's numbers; an upsert so a missing row is recreated instead of silently not updated. */
export async function savePurchaseSettings(
  tx: DbOrTx,
  way: PurchaseWay,
  values: PurchaseSettings,
  by: { userId: number; now: Date },
): Promise<void> {
  const row = { ...pickSettings(values), updatedAt: by.now, updatedBy: by.userId };
  await tx
    .insert(purchaseSettings)
    .values({ purchaseWay: way, ...row })
    .onConflictDoUpdate({ target: purchaseSettings.purchaseWay, set: row });
}
