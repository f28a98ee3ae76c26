import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/**
 * Counts one request in the key's fixed window, atomically in one statement, so several server processes
 * share the same counter. Returns the count so far and when the window ends.
 */
export async function hit(db: DbOrTx, key: string, now: Date, windowMs: number) {
  const windowEnd = new Date(now.getTime() + windowMs);
  const expired = sql`${rateLimits.windowEnd} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowEnd: sql`case when ${expired} then ${windowEnd.toISOString()}::timestamptz else ${rateLimits.windowEnd} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEnd: rateLimits.windowEnd });
  return row!;
}

/**
 * Gives back one counted request, in one statement, and only within the window it was counted in: a window that
 * has since started again owes it nothing.
 */
export async function giveBack(db: DbOrTx, key: string, windowEnd: Date): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowEnd, windowEnd), gt(rateLimits.count, 0)));
}

/**
 * Deletes the counters whose window has ended: per-account keys are made for whatever account a caller types,
 * so without this the table would keep one row for every name a spray ever tried.
 */
export async function deleteEnded(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowEnd, now));
}
