/**
 * 黑名单 (docs/product.md): a supplier or an expert is warned (警告) or banned (禁止参与) for a period. The
 * status is never stored: it follows from the dates and from 解除, so an entry expires by itself at midnight
 * after its end date (Beijing days).
 */

export const BLACKLIST_TARGET_TYPES = ['supplier', 'specialist'] as const;
export type BlacklistTargetType = (typeof BLACKLIST_TARGET_TYPES)[number];
export const BLACKLIST_TARGET_LABELS: Record<BlacklistTargetType, string> = { supplier: '供应商', specialist: '专家' };

export const BLACKLIST_TYPES = ['warning', 'ban'] as const;
export type BlacklistType = (typeof BLACKLIST_TYPES)[number];
export const BLACKLIST_TYPE_LABELS: Record<BlacklistType, string> = { warning: '警告', ban: '禁止参与' };

/** 未开始 while the start date is ahead, 处罚中 from start to end, 已到期 after it, 已解除 once lifted. */
export const BLACKLIST_STATUSES = ['pending', 'active', 'expired', 'lifted'] as const;
export type BlacklistStatus = (typeof BLACKLIST_STATUSES)[number];
export const BLACKLIST_STATUS_LABELS: Record<BlacklistStatus, string> = {
  pending: '未开始',
  active: '处罚中',
  expired: '已到期',
  lifted: '已解除',
};

/** The periods the form offers; one year is the default. */
export const BLACKLIST_PERIOD_YEARS = [1, 2, 3] as const;
export const DEFAULT_BLACKLIST_YEARS = 1;

export interface BlacklistDates {
  /** YYYY-MM-DD, both ends included. */
  startDate: string;
  endDate: string;
  liftedAt?: Date | string | null;
}

/** `today` is the Beijing day YYYY-MM-DD (project/time.ts shanghaiDateKey); days compare as text. */
export function blacklistStatus(entry: BlacklistDates, today: string): BlacklistStatus {
  if (entry.liftedAt) return 'lifted';
  if (today < entry.startDate) return 'pending';
  if (today > entry.endDate) return 'expired';
  return 'active';
}

/** Whether the entry stops its target taking part today: a 禁止参与 in force. */
export const bansToday = (entry: BlacklistDates & { type: BlacklistType }, today: string) =>
  entry.type === 'ban' && blacklistStatus(entry, today) === 'active';

/**
 * The default end of a period starting on `startDate`: the day before the same date `years` later (a one-year ban
 * from 2026-03-01 runs to 2027-02-28 inclusive); 29 February starts end on 27/28 February.
 */
export function blacklistEndDate(startDate: string, years: number): string {
  const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February + n years where that year has none: Date rolls to 1 March; the period ends the day before.
  if (end.getUTCMonth() !== m - 1) end.setUTCDate(0);
  else end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}
