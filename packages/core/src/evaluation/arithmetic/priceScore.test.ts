import { Decimal } from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { EvaluationInputError } from './errors.ts';
import { priceScores } from './priceScore.ts';

const shown = (scores: Map<number, Decimal>) =>
  Object.fromEntries([...scores].map(([id, score]) => [id, score.toFixed(2, Decimal.ROUND_HALF_UP)]));

describe('priceScores', () => {
  it('低价优先法: base = the lowest quote, score = base ÷ quote × weight', () => {
    // base 80000; 80000/80000×30 = 30; 80000/100000×30 = 24; 80000/125000×30 = 19.2; 80000/160000×30 = 15
    const scores = priceScores({
      formula: 'lowest',
      weight: '30.00',
      quotes: [
        { bidderId: 1, offer: '100000.00' },
        { bidderId: 2, offer: '80000' },
        { bidderId: 3, offer: '125000.00' },
        { bidderId: 4, offer: '160000' },
      ],
    });
    expect(Object.fromEntries([...scores].map(([id, s]) => [id, s.toString()]))).toEqual({
      1: '24',
      2: '30',
      3: '19.2',
      4: '15',
    });
  });

  it('低价优先法 keeps a non-terminating score unrounded', () => {
    // base 70000: 70000/90000×30 = 23.333…; 70000/110000×25.5 = 16.227272…
    const scores = priceScores({
      formula: 'lowest',
      weight: '30',
      quotes: [
        { bidderId: 7, offer: '90000' },
        { bidderId: 8, offer: '70000' },
      ],
    });
    expect(scores.get(7)!.toString()).toBe('23.33333333333333333333333333333333333333');
    expect(scores.get(8)!.toString()).toBe('30');
    const other = priceScores({
      formula: 'lowest',
      weight: '25.5',
      quotes: [
        { bidderId: 1, offer: '70000' },
        { bidderId: 2, offer: '110000' },
      ],
    });
    expect(shown(other)).toEqual({ 1: '25.50', 2: '16.23' });
  });

  it('低价优先法 rounds a half up only when shown (100/1600×30 = 1.875 → 1.88)', () => {
    const scores = priceScores({
      formula: 'lowest',
      weight: '30',
      quotes: [
        { bidderId: 1, offer: '100' },
        { bidderId: 2, offer: '1600' },
      ],
    });
    expect(scores.get(2)!.toString()).toBe('1.875');
    expect(shown(scores)).toEqual({ 1: '30.00', 2: '1.88' });
  });

  it('低价优先法 gives the full weight to every bidder sharing the lowest quote', () => {
    const scores = priceScores({
      formula: 'lowest',
      weight: '20',
      quotes: [
        { bidderId: 1, offer: '500.50' },
        { bidderId: 2, offer: '500.5' },
        { bidderId: 3, offer: '1001' },
      ],
    });
    expect(shown(scores)).toEqual({ 1: '20.00', 2: '20.00', 3: '10.00' });
  });

  it('固定价格分: every valid bidder gets the full weight whatever it quoted', () => {
    const scores = priceScores({
      formula: 'fixed',
      weight: '10.50',
      quotes: [
        { bidderId: 1, offer: '1' },
        { bidderId: 2, offer: '99999999.99' },
      ],
    });
    expect(shown(scores)).toEqual({ 1: '10.50', 2: '10.50' });
  });

  it('answers an empty map for no quotes', () => {
    expect(priceScores({ formula: 'lowest', weight: '30', quotes: [] }).size).toBe(0);
    expect(priceScores({ formula: 'fixed', weight: '30', quotes: [] }).size).toBe(0);
  });

  it('throws on a quote ≤ 0, a quote that is not a decimal, a duplicate bidder or a bad weight', () => {
    const run =
      (offer: string, weight = '30') =>
      () =>
        priceScores({ formula: 'lowest', weight, quotes: [{ bidderId: 1, offer }] });
    expect(run('0')).toThrow(EvaluationInputError);
    expect(run('0.00')).toThrow('必须大于 0');
    expect(run('-5')).toThrow(EvaluationInputError);
    expect(run('1e5')).toThrow('不是有效的数字');
    expect(run('100', '-1')).toThrow('不能为负数');
    expect(run('100', 'abc')).toThrow(EvaluationInputError);
    expect(() =>
      priceScores({
        formula: 'fixed',
        weight: '30',
        quotes: [
          { bidderId: 1, offer: '1' },
          { bidderId: 1, offer: '2' },
        ],
      }),
    ).toThrow('重复');
  });
});
