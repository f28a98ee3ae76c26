import { describe, expect, it } from 'vitest';
import { EvaluationInputError, MissingScoresError } from './errors.ts';
import { computeEvaluation, type EvaluationInput } from './report.ts';
import { scoresFrom } from './testing.ts';

const EXPERTS = [11, 12, 13];
const BUSINESS = 1; // max 20
const TECHNICAL = 2; // max 50
const PRICE = 3; // max 30, 低价优先法

/**
 * Hand computation (3 experts, means = sum ÷ 3; price base = 80000, the lowest PASSED quote — 丁 quoted 50000 but
 * failed 初步评审 and must not be the base):
 *
 * | bidder | offer  | business scores → mean     | technical scores → mean      | price 80000/offer×30 | total        |
 * | 1 甲   | 100000 | 18 17 16 → 51/3 = 17       | 45 44 40 → 129/3 = 43        | 24                   | 84           |
 * | 2 乙   | 80000  | 15 16 15.5 → 46.5/3 = 15.5 | 40 41 42 → 123/3 = 41        | 30                   | 86.5         |
 * | 3 丙   | 125000 | 19 19 18 → 56/3 = 18.666…  | 48 47 47 → 142/3 = 47.333…   | 19.2                 | 198/3 + 19.2 = 85.2 |
 * | 5 戊   | 160000 | 10 11 12 → 33/3 = 11       | 30 30 30 → 30                | 15                   | 56           |
 *
 * Rank: 乙 86.50, 丙 85.20, 甲 84.00, 戊 56.00 — the first three recommended.
 */
function tender(): EvaluationInput {
  return {
    items: [
      { id: BUSINESS, group: 'business', maxScore: '20.00' },
      { id: TECHNICAL, group: 'technical', maxScore: '50.00' },
      { id: PRICE, group: 'price', maxScore: '30.00' },
    ],
    formula: 'lowest',
    experts: EXPERTS,
    bidders: [
      { bidderId: 1, companyName: '甲公司', offer: '100000.00', passed: true },
      { bidderId: 2, companyName: '乙公司', offer: '80000.00', passed: true },
      { bidderId: 3, companyName: '丙公司', offer: '125000.00', passed: true },
      { bidderId: 4, companyName: '丁公司', offer: '50000.00', passed: false },
      { bidderId: 5, companyName: '戊公司', offer: '160000.00', passed: true },
    ],
    scores: scoresFrom(EXPERTS, {
      1: { [BUSINESS]: ['18', '17', '16'], [TECHNICAL]: ['45', '44', '40'] },
      2: { [BUSINESS]: ['15', '16', '15.5'], [TECHNICAL]: ['40', '41', '42'] },
      3: { [BUSINESS]: ['19', '19', '18'], [TECHNICAL]: ['48', '47', '47'] },
      5: { [BUSINESS]: ['10', '11', '12'], [TECHNICAL]: ['30', '30', '30'] },
    }),
  };
}

describe('computeEvaluation: 综合评分 with 低价优先法', () => {
  it('matches the hand-computed table', () => {
    const result = computeEvaluation(tender());
    expect(result.rows).toEqual([
      {
        bidderId: 2,
        companyName: '乙公司',
        offer: '80000.00',
        itemMeans: { [BUSINESS]: '15.50', [TECHNICAL]: '41.00' },
        business: '15.50',
        technical: '41.00',
        price: '30.00',
        total: '86.50',
        rank: 1,
        recommended: true,
      },
      {
        bidderId: 3,
        companyName: '丙公司',
        offer: '125000.00',
        itemMeans: { [BUSINESS]: '18.67', [TECHNICAL]: '47.33' },
        business: '18.67',
        technical: '47.33',
        price: '19.20',
        total: '85.20',
        rank: 2,
        recommended: true,
      },
      {
        bidderId: 1,
        companyName: '甲公司',
        offer: '100000.00',
        itemMeans: { [BUSINESS]: '17.00', [TECHNICAL]: '43.00' },
        business: '17.00',
        technical: '43.00',
        price: '24.00',
        total: '84.00',
        rank: 3,
        recommended: true,
      },
      {
        bidderId: 5,
        companyName: '戊公司',
        offer: '160000.00',
        itemMeans: { [BUSINESS]: '11.00', [TECHNICAL]: '30.00' },
        business: '11.00',
        technical: '30.00',
        price: '15.00',
        total: '56.00',
        rank: 4,
        recommended: false,
      },
    ]);
    expect(result.failed).toEqual([{ bidderId: 4, companyName: '丁公司', offer: '50000.00' }]);
    expect(result.unresolvedTies).toEqual([]);
  });

  it('ignores the scores of a failed bidder and does not need them', () => {
    const input = tender();
    input.scores.push({ specialistId: 11, bidderId: 4, itemId: BUSINESS, score: '20' });
    expect(computeEvaluation(input).rows.map((r) => r.bidderId)).toEqual([2, 3, 1, 5]);
  });

  it('names every missing score', () => {
    const input = tender();
    input.scores = input.scores.filter(
      (s) =>
        !(s.specialistId === 13 && s.bidderId === 2) &&
        !(s.specialistId === 12 && s.itemId === TECHNICAL && s.bidderId === 5),
    );
    let thrown: unknown;
    try {
      computeEvaluation(input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(MissingScoresError);
    expect((thrown as MissingScoresError).missing).toEqual([
      { specialistId: 13, bidderId: 2, itemId: BUSINESS },
      { specialistId: 13, bidderId: 2, itemId: TECHNICAL },
      { specialistId: 12, bidderId: 5, itemId: TECHNICAL },
    ]);
    expect((thrown as Error).message).toContain('专家 13 对投标人 2 的评分项 1');
  });

  it('refuses malformed input', () => {
    const withScore = (score: Partial<EvaluationInput['scores'][number]>) => {
      const input = tender();
      input.scores[0] = { ...input.scores[0]!, ...score };
      return () => computeEvaluation(input);
    };
    expect(withScore({ score: '20.01' })).toThrow(EvaluationInputError); // above the item's max
    expect(withScore({ score: '-1' })).toThrow(EvaluationInputError);
    expect(withScore({ score: 'x' })).toThrow('不是有效的数字');
    expect(withScore({ itemId: PRICE })).toThrow('不是商务或技术评分项');
    expect(withScore({ specialistId: 99 })).toThrow('专家 99');
    expect(withScore({ bidderId: 99 })).toThrow('投标人 99');
    const duplicate = tender();
    duplicate.scores.push({ ...duplicate.scores[0]! });
    expect(() => computeEvaluation(duplicate)).toThrow('重复评分');
    const twoPrices = tender();
    twoPrices.items.push({ id: 9, group: 'price', maxScore: '1' });
    expect(() => computeEvaluation(twoPrices)).toThrow('价格评分项只能有一个');
    const zeroQuote = tender();
    zeroQuote.bidders[0]!.offer = '0';
    expect(() => computeEvaluation(zeroQuote)).toThrow('必须大于 0');
  });
});
