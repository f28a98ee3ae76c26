import { describe, expect, it } from 'vitest';
import { EvaluationInputError } from './errors.ts';
import { add, compare, fraction, parseDecimal, sum, toDecimal, toFixed2 } from './exact.ts';

describe('exact fractions', () => {
  it('rounds half up to two decimals only when shown', () => {
    const table: [number | string, number | string, string][] = [
      [1, 3, '0.33'],
      [2, 3, '0.67'],
      [1, 8, '0.13'], // 0.125: half up (banker's rounding would give 0.12)
      ['12.345', 1, '12.35'],
      ['12.335', 1, '12.34'],
      ['0.0049999', 1, '0.00'],
      ['0.005', 1, '0.01'],
      [-1, 8, '-0.13'], // a half goes away from zero
      ['-0.001', 1, '0.00'], // no "-0.00"
      [100, 1, '100.00'],
      [0, 7, '0.00'],
    ];
    for (const [num, den, shown] of table) expect(toFixed2(fraction(num, den)), `${num}/${den}`).toBe(shown);
  });

  it('keeps a tie made of thirds a tie (1/3 + 1/3 + 1/3 = 1)', () => {
    const third = fraction(1, 3);
    expect(compare(sum([third, third, third]), fraction(1))).toBe(0);
    expect(compare(add(fraction(25, 3), fraction(2, 3)), fraction(9))).toBe(0);
    expect(compare(fraction(2499, 300), fraction(25, 3))).toBe(-1);
  });

  it('adds fractions of different denominators exactly', () => {
    const total = sum([fraction(1, 3), fraction(1, 6), fraction('0.5')]);
    expect(compare(total, fraction(1))).toBe(0);
    expect(toFixed2(total)).toBe('1.00');
  });

  it('divides out to a Decimal that is exact when finite', () => {
    expect(toDecimal(fraction('18.75', 3)).toString()).toBe('6.25');
    expect(toDecimal(fraction(2, 3)).toString()).toBe('0.6666666666666666666666666666666666666667');
  });

  it('refuses what is not a plain decimal string, and a zero denominator', () => {
    for (const bad of ['', ' 1', '1e3', 'abc', '1.', '.5', 'Infinity', 'NaN', '1,000']) {
      expect(() => parseDecimal(bad, '得分'), bad).toThrow(EvaluationInputError);
    }
    expect(parseDecimal('-0.50', '得分').toString()).toBe('-0.5');
    expect(() => fraction(1, 0)).toThrow(EvaluationInputError);
  });
});
