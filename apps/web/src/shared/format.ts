import { formatAmount, formatYuan } from '@swp/core/common/money';
import { parseDateTime, shanghaiParts } from '@swp/core/project/time';

/** ¥1,234,567.50 — exact on the decimal string the server sends (no float on the way). */
export const formatMoney = formatYuan;

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * `2026-03-05 09:30`, in Beijing time whatever the browser's zone (the server counts deadlines in Beijing time,
 * so the page must show the same wall clock). '-' when not set.
 */
export function formatDateTime(value: string | null | undefined, withSeconds = false): string {
  const ms = parseDateTime(value);
  if (ms === null) return '-';
  const p = shanghaiParts(ms);
  const seconds = withSeconds ? `:${pad2(Math.floor(ms / 1000) % 60)}` : '';
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)} ${pad2(p.hour)}:${pad2(p.minute)}${seconds}`;
}

/** `2026-03-05`, the Beijing calendar day. */
export const formatDate = (value: string | null | undefined) => formatDateTime(value).slice(0, 10);

/**
 * Times as staff read them, in Beijing time whatever the browser's zone (the same wall clock as the server's
 * deadlines and the expert's confirmation page): 2026-03-05 09:30:00, or a dash when absent.
 */
export const formatTime = (iso: string | null | undefined): string => (iso ? formatDateTime(iso, true) : '—');

/** The same to the minute, where a table column is narrow. */
export const formatMinute = (iso: string | null | undefined): string => (iso ? formatDateTime(iso) : '—');

/** 1,234,567.00 — exact on the decimal string the server sends; '—' when there is none. */
export const amountText = (value: string | null | undefined): string => (value ? formatAmount(value) : '—');
