import { and, asc, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { staffMobileChanges } from '../../db/schema/index.ts';

export async function recordMobileChange(tx: DbOrTx, values: typeof staffMobileChanges.$inferInsert): Promise<void> {
  await tx.insert(staffMobileChanges).values(values);
}

/**
 * For each account whose mobile changed after `since`, the mobile on file before the first of those changes: the
 * one a password reset goes to (README: the 24-hour rule).
 */
export async function mobilesBefore(db: DbOrTx, userIds: readonly number[], since: Date): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([staffMobileChanges.userId], {
      userId: staffMobileChanges.userId,
      mobile: staffMobileChanges.previousMobile,
    })
    .from(staffMobileChanges)
    .where(and(inArray(staffMobileChanges.userId, [...userIds]), gt(staffMobileChanges.changedAt, since)))
    .orderBy(asc(staffMobileChanges.userId), asc(staffMobileChanges.changedAt), asc(staffMobileChanges.id));
  return new Map(rows.map((r) => [r.userId, r.mobile]));
}
