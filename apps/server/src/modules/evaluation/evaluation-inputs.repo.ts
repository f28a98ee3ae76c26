import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { gradingItems, gradingStandards, negotiationOffers, negotiationRounds } from '../../db/schema/index.ts';

/** The project's 评分标准 with its items in the standard's order, or undefined when the project has none. */
export async function findStandard(db: DbOrTx, standardId: number | null) {
  if (standardId == null) return undefined;
  const [standard] = await db.select().from(gradingStandards).where(eq(gradingStandards.id, standardId)).limit(1);
  if (!standard) return undefined;
  const items = await db
    .select()
    .from(gradingItems)
    .where(eq(gradingItems.standardId, standardId))
    .orderBy(asc(gradingItems.sort), asc(gradingItems.id));
  return { ...standard, items };
}
export type StandardWithItems = NonNullable<Awaited<ReturnType<typeof findStandard>>>;
export type GradingItemRow = StandardWithItems['items'][number];

/**
 * 竞争性谈判: each bid's quote of the latest round whose deadline has passed (a round's quotes stay sealed until
 * then, like the bids), newest round first per bid.
 */
export async function latestNegotiatedOffers(db: DbOrTx, projectId: number, now: Date): Promise<Map<number, string>> {
  const rows = await db
    .select({ bidId: negotiationOffers.bidId, offer: negotiationOffers.offer })
    .from(negotiationOffers)
    .innerJoin(negotiationRounds, eq(negotiationRounds.id, negotiationOffers.roundId))
    .where(and(eq(negotiationRounds.projectId, projectId), lte(negotiationRounds.deadline, now)))
    .orderBy(desc(negotiationRounds.round));
  const latest = new Map<number, string>();
  for (const row of rows) if (!latest.has(row.bidId)) latest.set(row.bidId, row.offer);
  return latest;
}
