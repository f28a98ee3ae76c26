/**
 * The blacklist as other features read it: whether a supplier or an expert is warned or banned on a given Beijing
 * day. The status is never stored (core blacklist/status.ts); these conditions restate `blacklistStatus` in SQL
 * for one day, so a list or a draw filters without reading every entry.
 */
import type { BlacklistTargetType, BlacklistType } from '@swp/core';
import { type AnyColumn, and, asc, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blacklistEntries } from '../../db/schema/index.ts';

/** 处罚中 on `today`: not lifted, started, not yet past its end (both days included). */
export const inForceOn = (today: string): SQL =>
  and(isNull(blacklistEntries.liftedAt), lte(blacklistEntries.startDate, today), gte(blacklistEntries.endDate, today))!;

/**
 * A condition on another table's row: a 禁止参与 in force on `today` names it. `targetId` is that table's id
 * column (suppliers.id, specialists.id), e.g. `select … , ${banInForce('specialist', specialists.id, today)}`.
 */
export const banInForce = (targetType: BlacklistTargetType, targetId: AnyColumn, today: string): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${blacklistEntries} where ${and(
    eq(blacklistEntries.targetType, targetType),
    sql`${blacklistEntries.targetId} = ${targetId}`,
    eq(blacklistEntries.type, 'ban'),
    inForceOn(today),
  )})`;

export interface StandingEntry {
  type: BlacklistType;
  reason: string;
  startDate: string;
  endDate: string;
}

/**
 * The entries in force on `today` for one target: bans first, then the one that runs longest (the notice a
 * company is shown is the entry that keeps it out the longest).
 */
export async function findEntriesInForce(
  db: DbOrTx,
  targetType: BlacklistTargetType,
  targetId: number,
  today: string,
): Promise<StandingEntry[]> {
  return db
    .select({
      type: blacklistEntries.type,
      reason: blacklistEntries.reason,
      startDate: blacklistEntries.startDate,
      endDate: blacklistEntries.endDate,
    })
    .from(blacklistEntries)
    .where(and(eq(blacklistEntries.targetType, targetType), eq(blacklistEntries.targetId, targetId), inForceOn(today)))
    .orderBy(sql`${blacklistEntries.type} = 'ban' desc`, desc(blacklistEntries.endDate), asc(blacklistEntries.id));
}

/** Every target of the type under a 禁止参与 on `today` (few: read once for a whole draw pool). */
export async function bannedIdsOn(db: DbOrTx, targetType: BlacklistTargetType, today: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: blacklistEntries.targetId })
    .from(blacklistEntries)
    .where(and(eq(blacklistEntries.targetType, targetType), eq(blacklistEntries.type, 'ban'), inForceOn(today)));
  return new Set(rows.map((r) => r.id));
}
