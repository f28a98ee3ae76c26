/**
 * How placeholder values become text (docs/product.md). Every function returns plain text; escaping for HTML is the
 * renderer's job, done once, after formatting.
 */

import { amountInCapitals, formatAmount } from '../common/money.ts';
import { formatDateTimeCn, parseDateTime } from '../project/time.ts';
import type { PlaceholderFormat } from './catalogue.ts';

export type PlaceholderValue = string | number | bigint | boolean | Date | null | undefined;

/** docs/product.md: 1 → 询价采购, 2 → 竞争性谈判采购, any other value (3 and 4 too) → empty text. */
export function formatPurchaseWayPlaceholder(value: unknown): string {
  const code = typeof value === 'string' ? value.trim() : value;
  if (code === 1 || code === '1') return '询价采购';
  if (code === 2 || code === '2') return '竞争性谈判采购';
  return '';
}

/**
 * `2026年3月5日 09:30` in Beijing time. A string that is not a valid time is shown as written (it is what the
 * user typed, e.g. "另行通知"); an invalid Date or a non-finite number has no readable form and shows as empty.
 */
export function formatDatePlaceholder(value: string | number | Date): string {
  const ms = parseDateTime(value);
  if (ms !== null) return formatDateTimeCn(ms);
  return typeof value === 'string' ? value : '';
}

/** The plain text of a value for its catalogue format; missing values (null, undefined, '') are empty text. */
export function formatPlaceholderValue(value: PlaceholderValue, format: PlaceholderFormat): string {
  if (value === null || value === undefined || value === '') return '';
  if (format === 'purchaseWay') return formatPurchaseWayPlaceholder(value);
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (format === 'date' || value instanceof Date) {
    return typeof value === 'bigint' ? String(value) : formatDatePlaceholder(value);
  }
  if (format === 'amount') return formatAmount(value);
  // Text that is not an amount (面议) has no capitals: the figures' placeholder already shows it as written.
  if (format === 'capitals') return amountInCapitals(value);
  return typeof value === 'number' && !Number.isFinite(value) ? '' : String(value);
}
