/**
 * How placeholder values become text (seed §3). Every function returns plain text; escaping for HTML is the
 * renderer's job, done once, after formatting.
 */

import { formatDateTimeCn, parseDateTime } from '../project/time.ts';
import type { PlaceholderFormat } from './catalogue.ts';

export type PlaceholderValue = string | number | bigint | boolean | Date | null | undefined;

// Sign, digits with an optional fraction, optional exponent (String(1e21) is '1e+21').
const NUMERIC_PATTERN = /^([+-]?)(\d+\.?\d*|\.\d+)(?:e([+-]?\d+))?$/i;
/** Beyond this exponent the digits would be absurdly long: such text is shown as written. */
const MAX_EXPONENT = 100;

interface Decimal {
  negative: boolean;
  /** All digits, integer and fraction together, and how many of them are fraction. */
  digits: string;
  scale: number;
}

function parseDecimal(text: string): Decimal | null {
  const m = NUMERIC_PATTERN.exec(text);
  if (!m) return null;
  const exponent = Number(m[3] ?? 0);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  const [int = '', frac = ''] = (m[2] ?? '').split('.');
  const scale = frac.length - exponent;
  // A negative scale (1.5e3) means trailing zeros: append them so the digits are an integer count of 10^-scale.
  const digits = scale < 0 ? int + frac + '0'.repeat(-scale) : int + frac;
  return { negative: m[1] === '-', digits: digits || '0', scale: Math.max(scale, 0) };
}

/** Round half away from zero (四舍五入) to two decimals, exactly, on the digit string. */
function toCents(d: Decimal): bigint {
  const whole = BigInt(d.digits);
  if (d.scale <= 2) return whole * 10n ** BigInt(2 - d.scale);
  const divisor = 10n ** BigInt(d.scale - 2);
  const cents = whole / divisor;
  return (whole % divisor) * 2n >= divisor ? cents + 1n : cents;
}

const groupThousands = (int: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `1,234,567.50` for a numeric value (number, bigint or numeric string, negatives too); other text unchanged.
 * Numbers go through their shortest decimal text (String(1.005) is '1.005', which rounds to 1.01, as a person
 * expects) and numeric strings are never turned into floats, so '12345678901234567890.125' keeps every digit.
 */
export function formatAmount(value: string | number | bigint): string {
  if (typeof value === 'number' && !Number.isFinite(value)) return '';
  const text = String(value).trim();
  const decimal = parseDecimal(text);
  if (!decimal) return text;
  const cents = toCents(decimal);
  const padded = cents.toString().padStart(3, '0');
  const int = groupThousands(padded.slice(0, -2));
  // No "-0.00": a negative value that rounds to zero is zero.
  const sign = decimal.negative && cents > 0n ? '-' : '';
  return `${sign}${int}.${padded.slice(-2)}`;
}

/** Seed §3: 1 → 询价采购, 2 → 竞争性谈判采购, any other value (3 and 4 too) → empty text. */
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
  return typeof value === 'number' && !Number.isFinite(value) ? '' : String(value);
}
