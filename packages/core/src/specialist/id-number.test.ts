import { describe, expect, it } from 'vitest';
import {
  birthDateFromIdNumber,
  genderFromIdNumber,
  idNumberCheckChar,
  idNumberProblem,
  maskIdNumber,
  normalizeIdNumber,
} from './id-number.ts';

/** Builds a valid number from its first 17 digits, so tests need no real person's number. */
const withCheckChar = (first17: string) => first17 + idNumberCheckChar(first17);

describe('idNumberProblem', () => {
  it('accepts the GB 11643 example and numbers ending in X', () => {
    // The standard's own worked example: 11010519491231002X.
    expect(idNumberProblem('11010519491231002X')).toBeNull();
    expect(idNumberProblem(withCheckChar('33010219800101123'))).toBeNull();
  });

  it('names what is wrong', () => {
    expect(idNumberProblem('1101051949123100')).toBe('format');
    expect(idNumberProblem('11010519491231002x')).toBe('format');
    expect(idNumberProblem(withCheckChar('99010219800101123'))).toBe('region');
    expect(idNumberProblem(withCheckChar('33010219800231123'))).toBe('birthDate');
    expect(idNumberProblem(withCheckChar('33010218991231123'))).toBe('birthDate');
    expect(idNumberProblem('110105194912310021')).toBe('checkDigit');
  });

  it('finds every single-digit typo in the body through the check character', () => {
    const good = withCheckChar('33010219800101123');
    for (let i = 0; i < 17; i++) {
      const digit = (Number(good[i]) + 1) % 10;
      const typo = `${good.slice(0, i)}${digit}${good.slice(i + 1)}`;
      expect(idNumberProblem(typo), typo).not.toBeNull();
    }
  });
});

describe('what an ID number tells', () => {
  it('gives the birth date and the gender', () => {
    expect(birthDateFromIdNumber('11010519491231002X')).toBe('1949-12-31');
    expect(genderFromIdNumber('11010519491231002X')).toBe('female');
    expect(genderFromIdNumber(withCheckChar('33010219800101123'))).toBe('male');
    expect(birthDateFromIdNumber(withCheckChar('33010219000229123'))).toBeNull();
    expect(birthDateFromIdNumber(withCheckChar('33010220000229123'))).toBe('2000-02-29');
  });

  it('normalizes spaces and a lower-case x', () => {
    expect(normalizeIdNumber(' 110105 19491231 002x ')).toBe('11010519491231002X');
  });
});

describe('maskIdNumber', () => {
  it('keeps the first and last four characters', () => {
    expect(maskIdNumber('330102198001011234')).toBe('3301**********1234');
    expect(maskIdNumber(null)).toBe('');
    expect(maskIdNumber('1234')).toBe('****');
  });
});
