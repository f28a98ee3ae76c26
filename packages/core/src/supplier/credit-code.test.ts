import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, creditCodeProblem, normalizeCreditCode } from './credit-code.ts';
import { creditCodeField } from './fields.ts';

/** Codes printed on real business licences of well-known companies (public registers). */
const PUBLISHED = ['914403001922038216', '9144030071526726XG', '91330100716105852F', '91350100M000100Y43'];
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

describe('creditCodeProblem (GB 32100-2015)', () => {
  it('accepts published codes, check characters that are digits and letters alike', () => {
    for (const code of PUBLISHED) expect(creditCodeProblem(code)).toBeNull();
  });

  it('refuses the wrong length, letters outside the alphabet and letters in the division code', () => {
    expect(creditCodeProblem('91440300192203821')).toBe('format');
    expect(creditCodeProblem('9144030019220382166')).toBe('format');
    expect(creditCodeProblem('91440300I92203821O')).toBe('format');
    expect(creditCodeProblem('914403001922038Z16')).toBe('format');
    expect(creditCodeProblem('91A403001922038216')).toBe('format');
    expect(creditCodeProblem('9144030071526726xg')).toBe('format');
  });

  it('finds every single-character typo through the check character', () => {
    const code = PUBLISHED[0]!;
    for (let i = 0; i < 17; i++) {
      for (const c of ALPHABET) {
        if (c === code[i] || (i >= 2 && i < 8 && !/\d/.test(c))) continue;
        const typo = code.slice(0, i) + c + code.slice(i + 1);
        expect(creditCodeProblem(typo), typo).toBe('checkCharacter');
      }
    }
  });

  it('computes a check character that is 0 when the sum is a multiple of 31', () => {
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
  });
});

describe('creditCodeField', () => {
  it('normalizes spaces and lower case before checking', () => {
    expect(normalizeCreditCode(' 9144 0300 7152 6726xg ')).toBe('9144030071526726XG');
    expect(creditCodeField.parse(' 9144 0300 7152 6726xg ')).toBe('9144030071526726XG');
  });

  it('says in Chinese what is wrong', () => {
    const message = (value: unknown) => creditCodeField.safeParse(value).error?.issues[0]?.message;
    expect(message('')).toBe('请输入统一社会信用代码');
    expect(message(12)).toBe('请输入统一社会信用代码');
    expect(message('9144030019220382')).toMatch(/^统一社会信用代码须为18位/);
    expect(message('914403001922038217')).toBe('统一社会信用代码校验位不正确，请核对');
  });
});
