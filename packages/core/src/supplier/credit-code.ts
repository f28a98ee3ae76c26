/**
 * The 统一社会信用代码 (unified social credit code, GB 32100-2015) of a company: 18 characters from a 31-character
 * alphabet (the digits and the capitals without I, O, S, V, Z, which read like digits): 1 character of registration
 * authority, 1 of entity type, 6 digits of administrative division, 9 of organisation code, and a check character.
 */

const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export type CreditCodeProblem = 'format' | 'checkCharacter';

export const CREDIT_CODE_MESSAGES: Record<CreditCodeProblem, string> = {
  format: '统一社会信用代码须为18位，由数字和大写字母组成（不含I、O、S、V、Z），第3至8位为数字',
  checkCharacter: '统一社会信用代码校验位不正确，请核对',
};

/** Spaces are typing noise, and a licence printed in capitals is often typed in lower case. */
export const normalizeCreditCode = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The check character of the first 17 characters (each from the alphabet): 31 − (Σ value × weight mod 31). */
export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += ALPHABET.indexOf(first17[i]!) * WEIGHTS[i]!;
  return ALPHABET[(31 - (sum % 31)) % 31]!;
}

/** Why a (normalized) credit code is wrong, or null when it is a valid one. */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  if (!CREDIT_CODE_PATTERN.test(code)) return 'format';
  if (creditCodeCheckChar(code.slice(0, 17)) !== code[17]) return 'checkCharacter';
  return null;
}
