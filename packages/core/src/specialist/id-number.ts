/**
 * The 18-character resident identity number of the PRC (GB 11643-1999): 6 digits of region, 8 of birth date,
 * 3 of sequence (odd for men, even for women) and an ISO 7064 MOD 11-2 check character (0-9 or X).
 */

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';

/** The first two digits name a province-level division; anything else is a typo. */
const PROVINCE_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63,
  64, 65, 71, 81, 82, 83,
]);

export const ID_NUMBER_PATTERN = /^\d{17}[\dX]$/;

export type IdNumberProblem = 'format' | 'region' | 'birthDate' | 'checkDigit';

export const ID_NUMBER_MESSAGES: Record<IdNumberProblem, string> = {
  format: '身份证号须为18位，前17位为数字，末位为数字或X',
  region: '身份证号的地区码不正确',
  birthDate: '身份证号中的出生日期不正确',
  checkDigit: '身份证号校验位不正确，请核对',
};

/** Spaces are typing noise and a lower-case x is the same check character. */
export const normalizeIdNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function idNumberCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i]!;
  return CHECK_CHARS[sum % 11]!;
}

/** Why a (normalized) ID number is wrong, or null when it is a valid one. */
export function idNumberProblem(id: string): IdNumberProblem | null {
  if (!ID_NUMBER_PATTERN.test(id)) return 'format';
  if (!PROVINCE_CODES.has(Number(id.slice(0, 2)))) return 'region';
  if (birthDateFromIdNumber(id) === null) return 'birthDate';
  if (idNumberCheckChar(id.slice(0, 17)) !== id[17]) return 'checkDigit';
  return null;
}

/** 'YYYY-MM-DD' from positions 7-14, or null when that is not a real calendar date after 1900. */
export function birthDateFromIdNumber(id: string): string | null {
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  if (!(y >= 1900 && m >= 1 && m <= 12 && d >= 1)) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null; // 31 April, 29 February of a common year
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`;
}

/** The 17th character is odd for men and even for women. */
export const genderFromIdNumber = (id: string): 'male' | 'female' => (Number(id[16]) % 2 === 1 ? 'male' : 'female');

/**
 * The masked form every list, export and detail shows (3301**********1234): the region prefix and the last four
 * let staff tell people apart and check a paper copy, the birth date and sequence stay hidden.
 */
export function maskIdNumber(id: string | null | undefined): string {
  if (!id) return '';
  if (id.length <= 8) return '*'.repeat(id.length);
  return `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`;
}
