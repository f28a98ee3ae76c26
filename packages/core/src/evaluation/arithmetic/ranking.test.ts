import { describe, expect, it } from 'vitest';
import { computeEvaluation, type EvaluationBidder, type EvaluationInput } from './report.ts';
import { all, type ScoreTable, scoresFrom } from './testing.ts';

const EXPERTS = [11, 12, 13];
const B1 = 1;
const B2 = 2;
const B3 = 3;
const T1 = 4;
const PRICE = 5;

/** 固定价格分 (30 to everyone): three business items of max 10, one technical item of max 40. */
function fixedPrice(bidders: [id: number, offer: string][], table: ScoreTable): EvaluationInput {
  return {
    items: [
      { id: B1, group: 'business', maxScore: '10' },
      { id: B2, group: 'business', maxScore: '10' },
      { id: B3, group: 'business', maxScore: '10' },
      { id: T1, group: 'technical', maxScore: '40' },
      { id: PRICE, group: 'price', maxScore: '30' },
    ],
    formula: 'fixed',
    experts: EXPERTS,
    bidders: bidders.map(
      ([bidderId, offer]): EvaluationBidder => ({
        bidderId,
        companyName: `公司${bidderId}`,
        offer,
        passed: true,
      }),
    ),
    scores: scoresFrom(EXPERTS, table),
  };
}

const order = (input: EvaluationInput) => computeEvaluation(input).rows.map((r) => r.bidderId);

describe('ranking', () => {
  it('固定价格分: everyone gets the full price weight, the quote plays no part in the total', () => {
    const result = computeEvaluation(
      fixedPrice(
        [
          [1, '1000'],
          [2, '999999'],
        ],
        {
          1: { [B1]: all('5'), [B2]: all('5'), [B3]: all('5'), [T1]: all('20') }, // 15 + 20 + 30 = 65
          2: { [B1]: all('9'), [B2]: all('9'), [B3]: all('9'), [T1]: all('30') }, // 27 + 30 + 30 = 87
        },
      ),
    );
    expect(result.rows.map((r) => [r.bidderId, r.price, r.total, r.rank])).toEqual([
      [2, '30.00', '87.00', 1],
      [1, '30.00', '65.00', 2],
    ]);
  });

  it('equal totals: the lower quote ranks first, before the technical score is looked at', () => {
    // 1: 10+10+10 + 20 + 30 = 80 at 85000 (technical 20); 2: 9+8+8 + 25 + 30 = 80 at 90000 (technical 25).
    const table: ScoreTable = {
      1: { [B1]: all('10'), [B2]: all('10'), [B3]: all('10'), [T1]: all('20') },
      2: { [B1]: all('9'), [B2]: all('8'), [B3]: all('8'), [T1]: all('25') },
    };
    const lowerQuoteFirst = fixedPrice(
      [
        [2, '90000'],
        [1, '85000'],
      ],
      table,
    );
    expect(order(lowerQuoteFirst)).toEqual([1, 2]);
    // The same figures with bidder 2 quoting less: 2 first.
    expect(
      order(
        fixedPrice(
          [
            [1, '85000'],
            [2, '84999.99'],
          ],
          table,
        ),
      ),
    ).toEqual([2, 1]);
  });

  it('equal totals and quotes: the higher technical score ranks first', () => {
    // Same table as above, both at 90000: 2 (technical 25) before 1 (technical 20).
    const input = fixedPrice(
      [
        [1, '90000'],
        [2, '90000.00'],
      ],
      {
        1: { [B1]: all('10'), [B2]: all('10'), [B3]: all('10'), [T1]: all('20') },
        2: { [B1]: all('9'), [B2]: all('8'), [B3]: all('8'), [T1]: all('25') },
      },
    );
    const result = computeEvaluation(input);
    expect(result.rows.map((r) => [r.bidderId, r.total, r.technical, r.rank])).toEqual([
      [2, '80.00', '25.00', 1],
      [1, '80.00', '20.00', 2],
    ]);
    expect(result.unresolvedTies).toEqual([]);
  });

  it('an exact tie made of thirds is a tie, decided by the lower quote', () => {
    // 7: 25/3 + 25/3 + 25/3 = 25 exactly (each mean shows 8.33), + 30 + 30 = 85 at 95000.
    // 8: 9 + 8 + 8 = 25, + 30 + 30 = 85 at 100000. Equal exactly → the lower quote (7) first.
    // Means cut to any number of digits (8.333…3) would leave 7 just below 85 and put 8 first by noise.
    const input = fixedPrice(
      [
        [7, '95000'],
        [8, '100000'],
      ],
      {
        7: { [B1]: ['8', '8', '9'], [B2]: ['8', '9', '8'], [B3]: ['9', '8', '8'], [T1]: all('30') },
        8: { [B1]: all('9'), [B2]: all('8'), [B3]: all('8'), [T1]: all('30') },
      },
    );
    expect(order(input)).toEqual([7, 8]);
  });

  it('equal on every rule: ordered by bidderId and reported as an unresolved tie', () => {
    const same = { [B1]: all('7'), [B2]: all('7'), [B3]: all('7'), [T1]: all('30') };
    const result = computeEvaluation(
      fixedPrice(
        [
          [30, '5000'],
          [9, '5000.00'],
          [20, '5000'],
          [1, '4000'],
        ],
        { 30: same, 9: same, 20: same, 1: same },
      ),
    );
    expect(result.rows.map((r) => [r.bidderId, r.rank, r.recommended])).toEqual([
      [1, 1, true],
      [9, 2, true],
      [20, 3, true],
      [30, 4, false],
    ]);
    expect(result.unresolvedTies).toEqual([[9, 20, 30]]);
  });

  it('rankBy offer (竞争性谈判/询价): the lowest final quote first, equal quotes by the higher total', () => {
    const input = fixedPrice(
      [
        [1, '100000'], // total 87
        [2, '90000'], // total 65
        [3, '90000.00'], // total 75
      ],
      {
        1: { [B1]: all('9'), [B2]: all('9'), [B3]: all('9'), [T1]: all('30') },
        2: { [B1]: all('5'), [B2]: all('5'), [B3]: all('5'), [T1]: all('20') },
        3: { [B1]: all('5'), [B2]: all('5'), [B3]: all('5'), [T1]: all('30') },
      },
    );
    input.rankBy = 'offer';
    expect(computeEvaluation(input).rows.map((r) => [r.bidderId, r.total, r.rank])).toEqual([
      [3, '75.00', 1],
      [2, '65.00', 2],
      [1, '87.00', 3],
    ]);
    input.rankBy = 'score';
    expect(order(input)).toEqual([1, 3, 2]);
  });

  it('rankBy offer works for a 询价 with no scored items at all', () => {
    const result = computeEvaluation({
      items: [],
      formula: 'fixed',
      experts: EXPERTS,
      bidders: [
        { bidderId: 1, companyName: '甲', offer: '300', passed: true },
        { bidderId: 2, companyName: '乙', offer: '200', passed: true },
        { bidderId: 3, companyName: '丙', offer: '100', passed: false },
      ],
      scores: [],
      rankBy: 'offer',
    });
    expect(result.rows.map((r) => [r.bidderId, r.total, r.rank])).toEqual([
      [2, '0.00', 1],
      [1, '0.00', 2],
    ]);
    expect(result.failed.map((f) => f.bidderId)).toEqual([3]);
  });
});
