/**
 * Money as a procurement document writes it: figures with thousands separators (`3,050,000.00`) and, where the
 * amount binds (报价, 中标金额), the same amount in capitals (人民币叁佰零伍万元整). One home for both, so a receipt,
 * a notice, a report and a page never disagree about the same number. Values arrive as decimal strings from the
 * database (numeric columns) and are never turned into floats on the way.
 */

import Nzh from 'nzh';

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

/** The exact cents of a numeric value, or null for text that is not a number. */
function centsOf(value: string | number | bigint): bigint | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const decimal = parseDecimal(String(value).trim());
  if (!decimal) return null;
  const cents = toCents(decimal);
  return decimal.negative && cents > 0n ? -cents : cents;
}

/**
 * 人民币叁佰零伍万元整 — the amount rounded to cents (四舍五入, as the figures are) in the capitals of GB/T
 * accounting practice, written by nzh. '整' closes every amount that stops before 分. Empty text for a value that
 * is not a number or is negative (no binding amount is).
 */
export function amountInCapitals(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const cents = centsOf(value);
  if (cents === null || cents < 0n) return '';
  const text = cents.toString().padStart(3, '0');
  return Nzh.cn.toMoney(`${text.slice(0, -2)}.${text.slice(-2)}`, { forceZheng: true });
}

/** ¥1,234,567.50, or '-' when there is no amount. */
export function formatYuan(value: string | number | bigint | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  return `¥${formatAmount(value)}`;
}

/** ¥3,050,000.00（人民币叁佰零伍万元整）— a binding amount on a document: figures and capitals together. */
export function formatYuanWithCapitals(value: string | number | bigint | null | undefined): string {
  const capitals = amountInCapitals(value);
  const figures = formatYuan(value);
  return capitals ? `${figures}（${capitals}）` : figures;
}
