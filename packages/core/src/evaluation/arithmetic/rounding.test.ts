import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { computeEvaluation, type EvaluationInput } from './report.ts';
import { all, scoresFrom } from './testing.ts';

/**
 * Rounding EARLY would change the ranking; the exact arithmetic does not.
 *
 * 固定价格分 (30 each), business items B1 B2 B3 (max 10), technical T1 (max 40), 3 experts.
 *
 *   X (bidder 1, quotes 100000): B1 8 8 9 → 25/3 = 8.3333…   Y (bidder 2, quotes 90000): B1 8 9 9 → 26/3 = 8.6666…
 *                                B2 8 9 8 → 25/3 = 8.3333…                              B2 9 9 8 → 26/3 = 8.6666…
 *                                B3 9 8 8 → 25/3 = 8.3333…                              B3 7.66 7.66 7.67 → 22.99/3 = 7.66333…
 *                                T1 30 30 30 → 30                                       T1 30 30 30 → 30
 *
 *   exact business:  X = 75/3 = 25                          Y = 74.99/3 = 24.99666…
 *   exact total:     X = 25 + 30 + 30 = 85                   Y = 84.99666…           → X ranks first
 *   shown (end):     X = 85.00                               Y = 85.00               (equal when shown!)
 *
 *   rounded early (means to 2 decimals, then summed):
 *                    X = 8.33 + 8.33 + 8.33 = 24.99 → 84.99  Y = 8.67 + 8.67 + 7.66 = 25.00 → 85.00 → Y would rank first
 *   and ranking on the SHOWN totals (85.00 = 85.00) would fall to the lower quote → Y first as well.
 */
function input(): EvaluationInput {
  const experts = [11, 12, 13];
  return {
    items: [
      { id: 1, group: 'business', maxScore: '10' },
      { id: 2, group: 'business', maxScore: '10' },
      { id: 3, group: 'business', maxScore: '10' },
      { id: 4, group: 'technical', maxScore: '40' },
      { id: 5, group: 'price', maxScore: '30' },
    ],
    formula: 'fixed',
    experts,
    bidders: [
      { bidderId: 1, companyName: 'X 公司', offer: '100000', passed: true },
      { bidderId: 2, companyName: 'Y 公司', offer: '90000', passed: true },
    ],
    scores: scoresFrom(experts, {
      1: { 1: ['8', '8', '9'], 2: ['8', '9', '8'], 3: ['9', '8', '8'], 4: all('30') },
      2: { 1: ['8', '9', '9'], 2: ['9', '9', '8'], 3: ['7.66', '7.66', '7.67'], 4: all('30') },
    }),
  };
}

describe('rounding only at the end', () => {
  it('ranks on the exact totals even when the shown totals are equal', () => {
    const result = computeEvaluation(input());
    expect(result.rows.map((r) => [r.bidderId, r.itemMeans, r.business, r.total, r.rank])).toEqual([
      [1, { 1: '8.33', 2: '8.33', 3: '8.33', 4: '30.00' }, '25.00', '85.00', 1],
      [2, { 1: '8.67', 2: '8.67', 3: '7.66', 4: '30.00' }, '25.00', '85.00', 2],
    ]);
    expect(result.unresolvedTies).toEqual([]);
  });

  it('(the counterfactual) summing the shown means would have put Y first', () => {
    const rows = computeEvaluation(input()).rows;
    const early = (row: (typeof rows)[number]) =>
      Object.values(row.itemMeans)
        .reduce((total, mean) => total.plus(mean), new Decimal(row.price))
        .toFixed(2);
    expect(rows.map((row) => [row.bidderId, early(row)])).toEqual([
      [1, '84.99'],
      [2, '85.00'],
    ]);
  });
});
