/**
 * Exact arithmetic for the evaluation: every figure is a fraction of two exact decimals. A mean (sum ÷ experts) or
 * a price score (base ÷ quote × weight) is rarely a finite decimal, and any decimal approximation of it can turn a
 * real tie into a difference of one in the 20th digit (1/3 + 1/3 + 1/3 ≠ 1) and so decide a ranking by noise.
 * Fractions compare exactly; a figure is divided out only once, when it is shown, and then rounded half up to two
 * decimals. Numerators and denominators only ever multiply and add finite decimals, which Decimal does exactly as
 * long as the digits fit its precision — set high for that reason.
 */
import { Decimal } from 'decimal.js';
import { EvaluationInputError } from './errors.ts';

/** Products of a handful of scores, quotes and expert counts stay far below this many digits. */
const ExactDecimal = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_UP });
/** Digits kept when a fraction is handed out as a Decimal (exact whenever the quotient is a finite decimal). */
const QuotientDecimal = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });

/** A plain decimal string: optional minus, digits, optional fraction (no exponent, no spaces, no Infinity). */
const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

/** num / den with den > 0. Not reduced: only compared and divided out, never shown as a fraction. */
export interface Fraction {
  readonly num: Decimal;
  readonly den: Decimal;
}

/** Reads a decimal string exactly, or throws naming the field (`what`) that was not one. */
export function parseDecimal(value: string, what: string): Decimal {
  if (typeof value !== 'string' || !DECIMAL_PATTERN.test(value)) {
    throw new EvaluationInputError(`${what}不是有效的数字：${String(value)}`);
  }
  return new ExactDecimal(value);
}

export function fraction(num: Decimal.Value, den: Decimal.Value = 1): Fraction {
  const d = new ExactDecimal(den);
  if (d.isZero()) throw new EvaluationInputError('除数不能为零');
  return d.isNegative() ? { num: new ExactDecimal(num).neg(), den: d.neg() } : { num: new ExactDecimal(num), den: d };
}

export const ZERO: Fraction = fraction(0);

export function add(a: Fraction, b: Fraction): Fraction {
  // Same denominator (means over one committee) keeps the numbers small.
  if (a.den.eq(b.den)) return { num: a.num.plus(b.num), den: a.den };
  return { num: a.num.times(b.den).plus(b.num.times(a.den)), den: a.den.times(b.den) };
}

export function sum(values: Iterable<Fraction>): Fraction {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

/** -1, 0 or 1 as a is below, equal to or above b — exactly (cross-multiplied, denominators positive). */
export function compare(a: Fraction, b: Fraction): -1 | 0 | 1 {
  return a.num.times(b.den).comparedTo(b.num.times(a.den)) as -1 | 0 | 1;
}

/**
 * The displayed figure: rounded half up (away from zero on a half) to 2 decimals, as a string with exactly two.
 * Integer division of the scaled fraction decides the rounding, so a value exactly on a half is never misjudged.
 */
export function toFixed2(value: Fraction): string {
  const negative = value.num.isNegative();
  const num = value.num.abs();
  // round(num / den × 100) half up = floor((200·num + den) / (2·den))
  const hundredths = num.times(200).plus(value.den).divToInt(value.den.times(2));
  const magnitude = hundredths.div(100).toFixed(2);
  return negative && !hundredths.isZero() ? `-${magnitude}` : magnitude;
}

/** The fraction divided out: exact when finite, else 40 significant digits. Not rounded to 2 decimals. */
export function toDecimal(value: Fraction): Decimal {
  return new QuotientDecimal(value.num).div(value.den);
}
