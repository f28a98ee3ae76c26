import { fraction, sum, toFixed2 } from '@swp/core/evaluation/arithmetic/exact';
import type { DetailedEntry } from '@swp/core/evaluation/schema';

const SCORE = /^\d+(\.\d{1,2})?$/;

/**
 * A bidder's running total on the expert's own sheet: the scores typed so far (a half-typed or malformed one
 * counts nothing) plus the computed price score, exact and rounded half up once, like the report.
 */
export function runningTotal(entries: readonly DetailedEntry[], priceScore: string | null | undefined): string {
  const typed = entries.map((e) => (e.score ?? '').trim()).filter((s) => SCORE.test(s));
  const price = priceScore && /^\d+(\.\d+)?$/.test(priceScore) ? [priceScore] : [];
  return toFixed2(sum([...typed, ...price].map((s) => fraction(s))));
}
