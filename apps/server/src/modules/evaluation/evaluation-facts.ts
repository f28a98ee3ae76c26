/**
 * What the committee scores: the opened bids (the bidders, each with the quote it is ranked by) and the project's
 * 评分标准, and from them the scope of each step's sheet.
 */
import {
  type EvalBidder,
  type GradingItemView,
  PRELIMINARY_GROUPS,
  type PreliminaryResult,
  preliminaryResultOutput,
} from '@swp/core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { listOpenedBids } from '../opening/opening.repo.ts';
import type { ProjectRow } from '../projects/projects.repo.ts';
import {
  findStandard,
  type GradingItemRow,
  latestNegotiatedOffers,
  type StandardWithItems,
} from './evaluation-inputs.repo.ts';
import type { SheetScope } from './sheet-rules.ts';

/**
 * The bidders are the opened bids of the project, in the 开标记录's order. `finalOffer` is the quote of the last
 * 竞争性谈判 round that has closed, else the opened 报价 — what 询价/竞争性谈判 rank by and the price score reads.
 */
export async function loadBidders(db: DbOrTx, projectId: number, now: Date): Promise<EvalBidder[]> {
  // One after the other: `db` may be a transaction, one connection, which pg does not run two queries on at once.
  const opened = await listOpenedBids(db, projectId);
  const negotiated = await latestNegotiatedOffers(db, projectId, now);
  return opened.map((bid) => ({
    bidId: bid.bidId,
    publicBidId: bid.publicId,
    companyName: bid.companyName,
    offer: bid.offer,
    finalOffer: negotiated.get(bid.bidId) ?? bid.offer,
    fileName: bid.fileName,
    size: bid.size,
    sha256: bid.sha256,
    // The upload keeps a file's type by its extension (bids README), so the name tells a PDF.
    previewable: /\.pdf$/i.test(bid.fileName),
    check: bid.check,
  }));
}

/** The project's standard; 开标 requires one, so its absence is a broken invariant, not a user's mistake. */
export async function loadStandard(db: DbOrTx, project: ProjectRow): Promise<StandardWithItems> {
  const standard = await findStandard(db, project.gradingStandardId);
  if (!standard) throw new Error(`project ${project.id} was opened without a grading standard`);
  return standard;
}

export const itemView = (item: GradingItemRow): GradingItemView => ({
  id: item.id,
  group: item.group,
  name: item.name,
  maxScore: item.maxScore,
  description: item.description,
});

export const isPreliminaryItem = (item: Pick<GradingItemRow, 'group'>) => PRELIMINARY_GROUPS.includes(item.group);
export const isScoredByExperts = (item: Pick<GradingItemRow, 'group'>) =>
  item.group === 'business' || item.group === 'technical';

/** evaluations.preliminary as frozen by finishPreliminary (null while 初步评审 is open). */
export function storedPreliminary(json: unknown): PreliminaryResult[] | null {
  return json == null ? null : z.array(preliminaryResultOutput).parse(json);
}

const itemsOutside = (items: readonly GradingItemRow[], why: (item: GradingItemRow) => string | null) =>
  new Map(items.flatMap((item) => (why(item) ? [[item.id, why(item)!] as const] : [])));

/** 初步评审: every bidder, the qualification and compliance items. */
export function preliminaryScope(bidders: readonly EvalBidder[], standard: StandardWithItems): SheetScope {
  return {
    bidders,
    items: standard.items.filter(isPreliminaryItem),
    outside: {
      bidders: new Map(),
      items: itemsOutside(standard.items, (item) =>
        isPreliminaryItem(item) ? null : '该项属于详细评审，请在详细评审中打分',
      ),
    },
  };
}

/** 详细评审: the bidders who passed 初步评审, the business and technical items (the price score is computed). */
export function detailedScope(
  bidders: readonly EvalBidder[],
  standard: StandardWithItems,
  preliminary: readonly PreliminaryResult[],
): SheetScope {
  const failed = new Map(preliminary.filter((p) => !p.passed).map((p) => [p.bidId, p.companyName]));
  return {
    bidders: bidders.filter((b) => !failed.has(b.bidId)),
    items: standard.items.filter(isScoredByExperts),
    outside: {
      bidders: new Map([...failed].map(([bidId, name]) => [bidId, `${name}未通过初步评审，不参加详细评审`])),
      items: itemsOutside(standard.items, (item) =>
        item.group === 'price' ? '价格分由系统计算，不能录入' : isPreliminaryItem(item) ? '该项属于初步评审' : null,
      ),
    },
  };
}
