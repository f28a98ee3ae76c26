import { describe, expect, it } from 'vitest';
import { passphraseProblem, passphraseStrength } from './passphrase.ts';

describe('the 解密口令 the 投标 page accepts', () => {
  it('refuses an empty, short, padded or one-kind passphrase', () => {
    expect(passphraseProblem('')).toBe('请设置解密口令');
    expect(passphraseProblem(undefined)).toBe('请设置解密口令');
    expect(passphraseProblem('ab12')).toBe('解密口令至少8个字符');
    expect(passphraseProblem(' abc12345')).toBe('解密口令首尾不能有空格');
    expect(passphraseProblem('12345678')).toContain('过于简单');
    expect(passphraseProblem('aaaa1111')).toContain('过于简单');
    expect(passphraseProblem('x'.repeat(129))).toBe('解密口令不能超过128个字符');
  });

  it('grades length and mixed kinds; a Chinese phrase counts its characters', () => {
    expect(passphraseStrength('abcd1234')).toBe('fair');
    expect(passphraseStrength('Abcd-1234-xyz')).toBe('strong');
    expect(passphraseStrength('password')).toBe('weak');
    expect(passphraseStrength('correcthorsebatterystaple')).toBe('strong');
    expect(passphraseStrength('我们的口令2026')).toBe('fair');
    expect(passphraseStrength('春江水暖鸭先知，2026年投标')).toBe('strong');
    expect(passphraseProblem('我们的口令2026')).toBeNull();
  });
});
