/**
 * What the committee scores: the opened bids (the bidders, each with the quote it is ranked by) and the project's
 * 评分标准, and from them the scope of each step's sheet.
 */
import { type EvalBidder, type GradingItemView, PRELIMINARY_GROUPS } from '@swp/core';
import type { DbOrTx } from '../../db/client.ts';
import { listOpenedBids } from '../opening/opening.repo.ts';
import type { ProjectRow } from '../projects/projects.repo.ts';
import { type BidIds, bidIdsOf } from './bid-ids.ts';
import {
  findStandard,
  type GradingItemRow,
  latestNegotiatedOffers,
  type StandardWithItems,
} from './evaluation-inputs.repo.ts';
import type { StoredPreliminaryResult } from './evaluation-stored.ts';
import type { SheetScope } from './sheet-rules.ts';

/** An opened bid as the evaluation works with it: its row's key (`bidId`) beside the public id answers name it by. */
export type Bidder = Omit<EvalBidder, 'bidId'> & { bidId: number; publicId: string };

/** The workspace's bidder: named by its public id alone. */
export function bidderAnswer(bidder: Bidder): EvalBidder {
  const { bidId: _rowId, publicId, ...shown } = bidder;
  return { bidId: publicId, ...shown };
}

/**
 * The bidders are the opened bids of the project, in the 开标记录's order. `finalOffer` is the quote of the last
 * 竞争性谈判 round that has closed, else the opened 报价 — what 询价/竞争性谈判 rank by and the price score reads.
 */
export async function loadBidders(db: DbOrTx, projectId: number, now: Date): Promise<Bidder[]> {
  // One after the other: `db` may be a transaction, one connection, which pg does not run two queries on at once.
  const opened = await listOpenedBids(db, projectId);
  const negotiated = await latestNegotiatedOffers(db, projectId, now);
  return opened.map((bid) => ({
    bidId: bid.bidId,
    publicId: bid.publicId,
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

/** How the project's opened bids are named in answers (bid-ids.ts), where the bidders themselves are not needed. */
export const loadBidIds = async (db: DbOrTx, projectId: number): Promise<BidIds> =>
  bidIdsOf(await listOpenedBids(db, projectId));

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

const itemsOutside = (items: readonly GradingItemRow[], why: (item: GradingItemRow) => string | null) =>
  new Map(items.flatMap((item) => (why(item) ? [[item.id, why(item)!] as const] : [])));

/** The bidders a sheet covers, named as the sheet names them (by public id). */
const sheetBidders = (bidders: readonly Bidder[]) =>
  bidders.map((b) => ({ bidId: b.publicId, companyName: b.companyName }));

/** 初步评审: every bidder, the qualification and compliance items. */
export function preliminaryScope(bidders: readonly Bidder[], standard: StandardWithItems): SheetScope {
  return {
    bidders: sheetBidders(bidders),
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
  bidders: readonly Bidder[],
  standard: StandardWithItems,
  preliminary: readonly StoredPreliminaryResult[],
): SheetScope {
  const failed = new Set(preliminary.filter((p) => !p.passed).map((p) => p.bidId));
  return {
    bidders: sheetBidders(bidders.filter((b) => !failed.has(b.bidId))),
    items: standard.items.filter(isScoredByExperts),
    outside: {
      bidders: new Map(
        bidders
          .filter((b) => failed.has(b.bidId))
          .map((b) => [b.publicId, `${b.companyName}未通过初步评审，不参加详细评审`]),
      ),
      items: itemsOutside(standard.items, (item) =>
        item.group === 'price' ? '价格分由系统计算，不能录入' : isPreliminaryItem(item) ? '该项属于初步评审' : null,
      ),
    },
  };
}
