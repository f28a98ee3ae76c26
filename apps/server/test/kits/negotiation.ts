/**
 * Helpers for the 竞争性谈判 tests (test-only; imported by *.test.ts files). A negotiation starts where 在线评标's
 * kit leaves a project — opened through the real 开标, its committee confirmed — as a 竞争性谈判 project; 初步评审
 * is closed by writing the evaluation row as the chair's finishPreliminary leaves it (the committee's sheets are
 * modules/evaluation's to test).
 */
import { PurchaseWayCode } from '@swp/core';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { auditLogs, evaluations, negotiationOffers, negotiationRounds } from '../../src/db/schema/index.ts';
import type { StoredPreliminaryResult } from '../../src/modules/evaluation/evaluation-stored.ts';
import type { TestApp } from '../app.ts';
import type { ApiClient } from '../client.ts';
import { type EvalTender, evaluationTender } from './evaluation.ts';

type Kit = Pick<TestApp, 'app' | 'db' | 'clock'>;
const HOUR = 3_600_000;

/** An opened 竞争性谈判 project with its committee (kits/evaluation.ts's tender) and 初步评审 still open. */
export const negotiationTender = (t: Kit, api: ApiClient, purchaseWay: number = PurchaseWayCode.negotiation) =>
  evaluationTender(t, api, { purchaseWay });

/**
 * Closes 初步评审 as finishPreliminary stores it (bids by their rows' keys): every bidder passes but those at the
 * given indexes (of e.bids).
 */
export async function closePreliminary(
  t: Kit,
  e: EvalTender,
  failed: number[] = [],
): Promise<StoredPreliminaryResult[]> {
  const preliminary: StoredPreliminaryResult[] = e.bids.map((bid, i) => ({
    bidId: bid.bidId,
    companyName: bid.companyName,
    passed: !failed.includes(i),
    reasons: failed.includes(i) ? [{ specialistName: '张评审', itemName: '资格审查', reason: '资质证书过期' }] : [],
  }));
  const values = { preliminary, preliminaryDoneAt: t.clock.now() };
  await t.db
    .insert(evaluations)
    .values({ projectId: e.projectId, ...values })
    .onConflictDoUpdate({ target: evaluations.projectId, set: values });
  return preliminary;
}

/** A deadline `hours` from the test clock's now, as the browser sends it. */
export const inHours = (t: Kit, hours: number) => new Date(t.clock.now().getTime() + hours * HOUR).toISOString();

export const roundBody = (t: Kit, projectId: number, hours = 2) => ({
  projectId,
  note: '请就供货周期和质保期重新报价',
  deadline: inHours(t, hours),
});

/** What negotiation writes for a project: to prove a refusal wrote nothing. */
export async function negotiationTrace(db: Db, projectId: number) {
  const [rounds] = await db
    .select({ n: count() })
    .from(negotiationRounds)
    .where(eq(negotiationRounds.projectId, projectId));
  const [offers] = await db
    .select({ n: count() })
    .from(negotiationOffers)
    .innerJoin(negotiationRounds, eq(negotiationRounds.id, negotiationOffers.roundId))
    .where(eq(negotiationRounds.projectId, projectId));
  const [logs] = await db
    .select({ n: count() })
    .from(auditLogs)
    .where(and(eq(auditLogs.targetType, 'project'), eq(auditLogs.targetId, String(projectId))));
  return { rounds: rounds!.n, offers: offers!.n, logs: logs!.n };
}
