/**
 * A qualification document's standing on a Beijing day (warned 30 days before it expires), shown to the
 * company in 用户中心 and counted for the reviewer in 供应商管理.
 */
import { DAY_MS } from '../project/time.ts';
import { EXPIRY_WARNING_DAYS } from './labels.ts';

export const DOCUMENT_EXPIRIES = ['valid', 'expiring', 'expired'] as const;
export type DocumentExpiry = (typeof DOCUMENT_EXPIRIES)[number];

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * `validUntil` is the last day the document is valid (YYYY-MM-DD, null for 长期有效); `today` the Beijing day
 * (project/time.ts shanghaiDateKey). Expiring: valid today and ending within EXPIRY_WARNING_DAYS.
 */
export function documentExpiry(validUntil: string | null | undefined, today: string): DocumentExpiry {
  if (!validUntil) return 'valid';
  if (validUntil < today) return 'expired';
  return dayNumber(validUntil) - dayNumber(today) <= EXPIRY_WARNING_DAYS ? 'expiring' : 'valid';
}

/**
 * The same rule for a query: on `today`, a document is expiring or expired exactly when its valid-until day is on
 * or before this day (a list counts them in SQL with `valid_until <= expiryWarningUntil(today)`).
 */
export const expiryWarningUntil = (today: string) =>
  new Date((dayNumber(today) + EXPIRY_WARNING_DAYS) * DAY_MS).toISOString().slice(0, 10);
