import { checkScore, checkVerdict } from '@swp/core/evaluation/arithmetic/sheetRules';
import type { GradingItemView } from '@swp/core/evaluation/responses';
import type { DetailedEntry, PreliminaryEntry } from '@swp/core/evaluation/schema';

/**
 * What one expert's sheet holds, as the page edits it: one entry per bidder and item, in the order the page shows
 * them (bidders as the workspace lists them, items as the 评分标准 orders them). Saved entries fill the grid; what
 * was never typed stays empty (pass or score null). The rules are core's, so the browser says what the server
 * would (docs/rules.md).
 */

/** What names an entry: the bid (by its public id, as every answer names it) and the item. */
export type SheetKey = Pick<PreliminaryEntry, 'bidId' | 'itemId'>;

export const entryKey = (e: SheetKey) => `${e.bidId}:${e.itemId}`;

export const preliminaryItems = (items: readonly GradingItemView[]) =>
  items.filter((i) => i.group === 'qualification' || i.group === 'compliance');

/** The items an expert scores by hand: 商务 and 技术 (价格 is computed). */
export const typedItems = (items: readonly GradingItemView[]) =>
  items.filter((i) => i.group === 'business' || i.group === 'technical');

function fill<E extends SheetKey>(
  bidIds: readonly string[],
  items: readonly GradingItemView[],
  saved: readonly E[],
  empty: (bidId: string, itemId: number) => E,
): E[] {
  const byKey = new Map(saved.map((e) => [entryKey(e), e]));
  return bidIds.flatMap((bidId) => items.map((item) => byKey.get(`${bidId}:${item.id}`) ?? empty(bidId, item.id)));
}

export const preliminaryGrid = (
  bidIds: readonly string[],
  items: readonly GradingItemView[],
  saved: readonly PreliminaryEntry[],
) => fill(bidIds, preliminaryItems(items), saved, (bidId, itemId) => ({ bidId, itemId, pass: null, reason: '' }));

export const detailedGrid = (
  bidIds: readonly string[],
  items: readonly GradingItemView[],
  saved: readonly DetailedEntry[],
) => fill(bidIds, typedItems(items), saved, (bidId, itemId) => ({ bidId, itemId, score: null, comment: '' }));

/** Why an entry cannot be submitted yet, or null. `complete` also asks for what was left empty. */
export function preliminaryProblem(entry: PreliminaryEntry, complete: boolean): string | null {
  if (entry.pass === null) return complete ? '请选择通过或不通过' : null;
  return checkVerdict({ pass: entry.pass, reason: entry.reason });
}

export function detailedProblem(
  entry: DetailedEntry,
  item: GradingItemView | undefined,
  complete: boolean,
): string | null {
  if (!item?.maxScore) return null;
  if ((entry.score ?? '').trim() === '' && !complete) return null;
  return checkScore({ score: entry.score, maxScore: item.maxScore, comment: entry.comment });
}

/** The problems of a whole sheet by entry key (empty when it can be submitted). */
export function sheetProblems<E extends SheetKey>(
  entries: readonly E[],
  problem: (entry: E) => string | null,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of entries) {
    const message = problem(e);
    if (message) out.set(entryKey(e), message);
  }
  return out;
}

/** What 暂存/提交 send: trimmed text, an empty score as null. */
export const toPreliminaryInput = (entries: readonly PreliminaryEntry[]): PreliminaryEntry[] =>
  entries.map((e) => ({ bidId: e.bidId, itemId: e.itemId, pass: e.pass, reason: (e.reason ?? '').trim() }));

export const toDetailedInput = (entries: readonly DetailedEntry[]): DetailedEntry[] =>
  entries.map((e) => {
    const score = (e.score ?? '').trim();
    return { bidId: e.bidId, itemId: e.itemId, score: score === '' ? null : score, comment: (e.comment ?? '').trim() };
  });

/**
 * Why the server would not keep the detailed sheet even as a draft: a typed score it refuses (above the max, not
 * a number, more than two decimals). A missing comment does not stop a draft.
 */
export function detailedKeepProblem(
  entries: readonly DetailedEntry[],
  itemOf: (id: number) => GradingItemView | undefined,
) {
  const wrong = entries.some((e) => {
    const item = itemOf(e.itemId);
    if (!item?.maxScore || (e.score ?? '').trim() === '') return false;
    return checkScore({ score: e.score, maxScore: item.maxScore, comment: '-' }) !== null;
  });
  return wrong ? '有得分不符合要求，请按标红的提示改正后再暂存' : null;
}
