/**
 * What a sheet may hold (docs/rules.md), pure. 暂存 keeps an incomplete sheet but never a figure the sheet could not
 * hold: an unknown bidder or item, a bidder out after 初步评审 on a 详细评审 sheet, the price item (computed, never
 * typed), the same bidder and item twice, a score above the item's max. 提交 needs the whole sheet: every bidder ×
 * item decided, a reason for every fail, a comment for every score below 60% of the max — core's checkScore and
 * checkVerdict, the very rules the web form shows beside the field.
 */
import { checkScore, checkVerdict, type DetailedEntry, type PreliminaryEntry } from '@swp/core';

/** A bidder as the sheet names it: by the bid's public id (bid-ids.ts), as the member's page sent it. */
export interface SheetBidder {
  bidId: string;
  companyName: string;
}

export interface SheetItem {
  id: number;
  name: string;
  /** Null for the pass/fail 初步评审 items. */
  maxScore: string | null;
}

export interface SheetScope {
  /** The bidders this sheet covers (all on 初步评审, those who passed on 详细评审). */
  bidders: readonly SheetBidder[];
  /** The items of this step. */
  items: readonly SheetItem[];
  /** Why any other bidder or item of the project is not on this sheet, by bidId / itemId. */
  outside: { bidders: ReadonlyMap<string, string>; items: ReadonlyMap<number, string> };
}

// 暂存 keeps a score without its comment: the stand-in lets checkScore judge the number alone.
const COMMENT_NOT_YET_NEEDED = '-';

const label = (bidder: SheetBidder, item: SheetItem) => `${bidder.companyName}「${item.name}」`;

type Located<E> = { entry: E; bidder: SheetBidder; item: SheetItem };

/** Each entry with its bidder and item, or why the sheet cannot hold the first entry it cannot. */
function locate<E extends { bidId: string; itemId: number }>(
  entries: readonly E[],
  scope: SheetScope,
): Located<E>[] | string {
  const located: Located<E>[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const bidder = scope.bidders.find((b) => b.bidId === entry.bidId);
    if (!bidder) return scope.outside.bidders.get(entry.bidId) ?? '投标人不在本项目的评审范围内';
    const item = scope.items.find((i) => i.id === entry.itemId);
    if (!item) return scope.outside.items.get(entry.itemId) ?? '评审项不属于本项目的评分标准';
    const key = `${entry.bidId}/${entry.itemId}`;
    if (seen.has(key)) return `${label(bidder, item)}重复录入`;
    seen.add(key);
    located.push({ entry, bidder, item });
  }
  return located;
}

/** The first bidder × item with no decision, in the order the page shows them. */
function firstMissing<E extends { bidId: string; itemId: number }>(
  located: readonly Located<E>[],
  scope: SheetScope,
  decided: (entry: E) => boolean,
): string | null {
  for (const bidder of scope.bidders) {
    for (const item of scope.items) {
      const found = located.find((l) => l.bidder === bidder && l.item === item);
      if (!found || !decided(found.entry)) return `请完成全部评审：${label(bidder, item)}尚未评审`;
    }
  }
  return null;
}

/** null when the 初步评审 sheet may be kept (complete: submitted), else the Chinese reason. */
export function preliminaryProblem(entries: readonly PreliminaryEntry[], scope: SheetScope, complete: boolean) {
  const located = locate(entries, scope);
  if (typeof located === 'string') return located;
  if (!complete) return null;
  const missing = firstMissing(located, scope, (e) => e.pass !== null);
  if (missing) return missing;
  for (const { entry, bidder, item } of located) {
    const refusal = checkVerdict({ pass: entry.pass!, reason: entry.reason });
    if (refusal) return `${label(bidder, item)}：${refusal}`;
  }
  return null;
}

/** null when the 详细评审 sheet may be kept (complete: submitted), else the Chinese reason. */
export function detailedProblem(entries: readonly DetailedEntry[], scope: SheetScope, complete: boolean) {
  const located = locate(entries, scope);
  if (typeof located === 'string') return located;
  if (complete) {
    const missing = firstMissing(located, scope, (e) => (e.score ?? '') !== '');
    if (missing) return missing;
  }
  for (const { entry, bidder, item } of located) {
    if (!complete && (entry.score ?? '') === '') continue;
    const comment = complete ? entry.comment : COMMENT_NOT_YET_NEEDED;
    const refusal = checkScore({ score: entry.score, maxScore: item.maxScore ?? '0', comment });
    if (refusal) return `${label(bidder, item)}：${refusal}`;
  }
  return null;
}
