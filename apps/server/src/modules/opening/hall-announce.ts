import { BID_CHECKS, type BidCheck, WITHDRAWN_UNDECRYPTED } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import type { openedBids } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AuditActor, audit } from '../../platform/audit/audit.service.ts';
import { listSections } from '../projects/projects.repo.ts';
import { validBidShortage } from './bid-count.ts';
import { insertOpenedBids, insertOpening } from './opening.repo.ts';
import { notifyHallChanged, setAnnounced, withdrawUndecrypted } from './opening-hall.repo.ts';

export type OpenedLine = typeof openedBids.$inferInsert & { sectionId: number | null };

export interface Announcement {
  projectId: number;
  /** The hall's start: the 开标记录's 开标时间 and who opened. */
  startedAt: Date;
  startedBy: { id: number; name: string };
  /** The decrypted bids, as the 开标记录 keeps them. */
  lines: OpenedLine[];
  minBids: number;
}

const tally = (lines: readonly OpenedLine[]) =>
  Object.fromEntries(BID_CHECKS.map((c) => [c, lines.filter((l) => l.check === c).length])) as Record<BidCheck, number>;

/**
 * 唱标 (第三十条), inside the transaction that holds the hall's (or the project's) lock: the bids not decrypted are
 * withdrawn with the reason (第三十一条), the decrypted ones become the 开标记录's lines (`bid_openings` from now on
 * releases the record, the bid list and the downloads, as the one-step 开标 did), and when a 标段 is left with fewer
 * valid bids than the purchase way's minimum the hall records why (流标: staff publish the 流标公告 as before).
 */
export async function announce(tx: DbOrTx, by: { clock: Clock; actor: AuditActor; ip: string }, a: Announcement) {
  const now = by.clock.now();
  const withdrawn = await withdrawUndecrypted(tx, a.projectId, WITHDRAWN_UNDECRYPTED);
  await insertOpening(tx, {
    projectId: a.projectId,
    openedAt: a.startedAt,
    openedBy: a.startedBy.id,
    openedByName: a.startedBy.name,
  });
  await insertOpenedBids(
    tx,
    a.lines.map(({ sectionId: _, ...line }) => line),
  );
  const failure = validBidShortage(
    a.lines.map((l) => l.sectionId),
    await listSections(tx, a.projectId),
    a.minBids,
  );
  await setAnnounced(tx, a.projectId, now, failure);
  await audit(tx, by.clock, {
    actor: by.actor,
    action: 'opening.announce',
    target: { type: 'project', id: a.projectId },
    // Counts only: the names and 报价 are the record's.
    detail: { bids: a.lines.length, withdrawn, checks: tally(a.lines), validShort: failure !== null },
    ip: by.ip,
  });
  await notifyHallChanged(tx, a.projectId);
  return { failure, withdrawn };
}
