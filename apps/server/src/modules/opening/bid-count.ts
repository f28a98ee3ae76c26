import { checkBidCount } from '@swp/core';

/**
 * docs/rules.md: with fewer bids than the purchase way's minimum (采购参数 minBids) the project cannot be opened. A
 * project without 标段 is core's checkBidCount as it stands. A project of several 标段 is one opening, so every 标段
 * needs its minimum: the short ones are named with their counts, and staff are pointed to 流标 and 重新采购 alike.
 */
export function bidCountRefusal(
  bidSections: readonly (number | null)[],
  sections: readonly { id: number; name: string }[],
  minBids: number,
): string | null {
  if (sections.length === 0) {
    const check = checkBidCount(bidSections.length, minBids);
    return check.ok ? null : check.reason;
  }
  const short = sections
    .map((section) => ({ name: section.name, count: bidSections.filter((id) => id === section.id).length }))
    .filter((section) => !checkBidCount(section.count, minBids).ok);
  if (short.length === 0) return null;
  const names = short.map((s) => s.name).join('、');
  const counts =
    short.length === 1 ? `当前${short[0]!.count}家` : `当前分别为${short.map((s) => `${s.count}家`).join('、')}`;
  return `${names}投标人不足${minBids}家（${counts}），不能开标，可发布流标公告后重新采购`;
}

/**
 * At 唱标 (第三十一条: the opening of the others goes on without the withdrawn bids): the valid bids — decrypted — of a
 * 标段 short of the minimum make the project fail (流标). The reason the hall records and shows, or null.
 */
export function validBidShortage(
  validBidSections: readonly (number | null)[],
  sections: readonly { id: number; name: string }[],
  minBids: number,
): string | null {
  const short =
    sections.length === 0
      ? checkBidCount(validBidSections.length, minBids).ok
        ? []
        : [{ name: '', count: validBidSections.length }]
      : sections
          .map((section) => ({ name: section.name, count: validBidSections.filter((id) => id === section.id).length }))
          .filter((section) => !checkBidCount(section.count, minBids).ok);
  if (short.length === 0) return null;
  const counts = short.map((s) => `${s.name}${s.count}家`).join('、');
  return `解密后有效投标不足${minBids}家（${counts}），不能进入评标，请发布流标公告后重新采购`;
}
