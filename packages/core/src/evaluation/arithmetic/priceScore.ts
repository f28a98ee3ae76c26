/**
 * The price item's score (docs/rules.md). 低价优先法: the lowest valid quote is the base, each bidder scores
 * base ÷ quote × weight (the lowest quote gets the full weight). 固定价格分: every valid bidder gets the full weight.
 * "Valid" is the caller's business: pass only the quotes of bidders who passed 初步评审, because one failed bidder's
 * low quote must not lower everyone else's score.
 */
import type { Decimal } from 'decimal.js';
import type { PriceFormula } from '../labels.ts';
import { EvaluationInputError } from './errors.ts';
import { type Fraction, fraction, parseDecimal, toDecimal } from './exact.ts';

export interface PriceScoreInput {
  formula: PriceFormula;
  /** The price item's max score, e.g. "30.00". */
  weight: string;
  quotes: { bidderId: number; offer: string }[];
}

/** Exact price scores as fractions, for the report's arithmetic (and its exact ranking). */
export function priceScoreFractions(input: PriceScoreInput): Map<number, Fraction> {
  const weight = parseDecimal(input.weight, '价格分权重');
  if (weight.isNegative()) throw new EvaluationInputError(`价格分权重不能为负数：${input.weight}`);
  const offers = new Map<number, Decimal>();
  for (const { bidderId, offer } of input.quotes) {
    if (offers.has(bidderId)) throw new EvaluationInputError(`投标人 ${bidderId} 的报价重复`);
    const value = parseDecimal(offer, `投标人 ${bidderId} 的报价`);
    if (value.lte(0)) throw new EvaluationInputError(`投标人 ${bidderId} 的报价必须大于 0：${offer}`);
    offers.set(bidderId, value);
  }
  const scores = new Map<number, Fraction>();
  if (offers.size === 0) return scores;
  if (input.formula === 'fixed') {
    for (const bidderId of offers.keys()) scores.set(bidderId, fraction(weight));
    return scores;
  }
  if (input.formula !== 'lowest') throw new EvaluationInputError(`未知的价格分计算方法：${String(input.formula)}`);
  const base = [...offers.values()].reduce((low, offer) => (offer.lt(low) ? offer : low));
  for (const [bidderId, offer] of offers) scores.set(bidderId, fraction(base.times(weight), offer));
  return scores;
}

/**
 * Price score per bidder, not rounded to 2 decimals (exact when the quotient is a finite decimal, else 40
 * significant digits). Show it with `.toFixed(2, Decimal.ROUND_HALF_UP)`; the report computes from the exact
 * fractions instead. Empty quotes → empty map; a quote ≤ 0 or not a decimal throws EvaluationInputError.
 */
export function priceScores(input: PriceScoreInput): Map<number, Decimal> {
  const scores = new Map<number, Decimal>();
  for (const [bidderId, score] of priceScoreFractions(input)) scores.set(bidderId, toDecimal(score));
  return scores;
}
