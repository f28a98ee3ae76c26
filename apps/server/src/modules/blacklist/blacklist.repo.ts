import type { BlacklistStatus, BlacklistTargetType } from '@swp/core';
import { and, asc, count, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blacklistEntries, files } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { inForceOn } from './blacklist-standing.repo.ts';

export type BlacklistEntryRow = typeof blacklistEntries.$inferSelect;
export type NewBlacklistEntry = typeof blacklistEntries.$inferInsert;

export async function insertBlacklistEntry(tx: DbOrTx, values: NewBlacklistEntry): Promise<number> {
  const [row] = await tx.insert(blacklistEntries).values(values).returning({ id: blacklistEntries.id });
  return row!.id;
}

/**
 * An entry of the same target and type, 未开始 or 处罚中 on `today`, whose days meet the period (both ends included):
 * the same 处罚 listed twice. Lifted and expired entries are history and never clash.
 */
export async function findOverlappingEntry(
  tx: DbOrTx,
  period: Pick<NewBlacklistEntry, 'targetType' | 'targetId' | 'type' | 'startDate' | 'endDate'>,
  today: string,
): Promise<{ startDate: string; endDate: string } | undefined> {
  const [row] = await tx
    .select({ startDate: blacklistEntries.startDate, endDate: blacklistEntries.endDate })
    .from(blacklistEntries)
    .where(
      and(
        eq(blacklistEntries.targetType, period.targetType),
        eq(blacklistEntries.targetId, period.targetId),
        eq(blacklistEntries.type, period.type),
        isNull(blacklistEntries.liftedAt),
        gte(blacklistEntries.endDate, today),
        lte(blacklistEntries.startDate, period.endDate),
        gte(blacklistEntries.endDate, period.startDate),
      ),
    )
    .orderBy(asc(blacklistEntries.startDate))
    .limit(1);
  return row;
}

/**
 * The uploaded file, locked until the transaction ends, with the entry that already uses it as its decision
 * document: two entries naming one file at once are decided one after the other.
 */
export async function lockDecisionFile(tx: DbOrTx, fileId: string) {
  const [file] = await tx.select({ purpose: files.purpose }).from(files).where(eq(files.id, fileId)).for('update');
  if (!file) return undefined;
  const [use] = await tx
    .select({ id: blacklistEntries.id })
    .from(blacklistEntries)
    .where(eq(blacklistEntries.attachmentFileId, fileId))
    .limit(1);
  return { purpose: file.purpose, usedByEntryId: use?.id };
}

/** The entry, locked until the transaction ends: two 解除 of one entry run one after the other. */
export async function lockBlacklistEntry(tx: DbOrTx, id: number): Promise<BlacklistEntryRow | undefined> {
  const [row] = await tx.select().from(blacklistEntries).where(eq(blacklistEntries.id, id)).for('update');
  return row;
}

export async function markLifted(
  tx: DbOrTx,
  id: number,
  lift: { liftedAt: Date; liftedByName: string; liftReason: string },
): Promise<void> {
  await tx.update(blacklistEntries).set(lift).where(eq(blacklistEntries.id, id));
}

/** The computed status (core blacklistStatus) as a condition for `today`, so the list filters and counts in SQL. */
const STATUS_CONDITIONS: Record<BlacklistStatus, (today: string) => SQL> = {
  lifted: () => isNotNull(blacklistEntries.liftedAt),
  pending: (today) => and(isNull(blacklistEntries.liftedAt), gt(blacklistEntries.startDate, today))!,
  active: inForceOn,
  expired: (today) => and(isNull(blacklistEntries.liftedAt), lt(blacklistEntries.endDate, today))!,
};

export interface BlacklistFilter {
  targetType?: BlacklistTargetType;
  status?: BlacklistStatus;
  keyword?: string;
}

/** `keyword` is part of the name or credit code as recorded when listed (matched literally). */
export function blacklistWhere(filter: BlacklistFilter, today: string): SQL | undefined {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    filter.targetType ? eq(blacklistEntries.targetType, filter.targetType) : undefined,
    filter.status ? STATUS_CONDITIONS[filter.status](today) : undefined,
    pattern ? or(ilike(blacklistEntries.targetName, pattern), ilike(blacklistEntries.targetCode, pattern)) : undefined,
  );
}

export async function countBlacklistEntries(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(blacklistEntries).where(where);
  return row?.n ?? 0;
}

/** Newest first, each with its decision document's name. */
export function findBlacklistEntries(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select({ entry: blacklistEntries, attachmentName: files.originalName })
    .from(blacklistEntries)
    .leftJoin(files, eq(files.id, blacklistEntries.attachmentFileId))
    .where(where)
    .orderBy(desc(blacklistEntries.id))
    .limit(limit)
    .offset(offset);
}
export type BlacklistPageRow = Awaited<ReturnType<typeof findBlacklistEntries>>[number];

/** The decision document of one entry (undefined when the entry or its document does not exist). */
export async function findEntryAttachment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ file: files })
    .from(blacklistEntries)
    .innerJoin(files, eq(files.id, blacklistEntries.attachmentFileId))
    .where(eq(blacklistEntries.id, id))
    .limit(1);
  return row?.file;
}
