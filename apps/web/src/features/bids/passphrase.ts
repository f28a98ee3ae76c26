/**
 * The 解密口令's rules on the 投标 page. The format accepts any non-empty passphrase; the page asks for more,
 * because whoever holds the sealed file (staff, a stolen backup) may guess offline at PBKDF2's pace: at least
 * 8 characters, and a strength hint from its length and the kinds of characters it mixes. Chinese characters count
 * as a kind of their own: a phrase of them is long in possibilities though short on screen.
 */
export const PASSPHRASE_MIN_LENGTH = 8;
export const PASSPHRASE_MAX_LENGTH = 128;

export type PassphraseStrength = 'weak' | 'fair' | 'strong';

export const STRENGTH_LABELS: Record<PassphraseStrength, string> = { weak: '弱', fair: '中', strong: '强' };

const KINDS = [/[a-z]/, /[A-Z]/, /[0-9]/, /[\u3400-\u9fff]/, /[^a-zA-Z0-9\u3400-\u9fff]/];

/**
 * Weak below 8 characters, with fewer than 5 different characters, or of one kind only under 16 (12345678,
 * password); strong from 12 characters of three kinds, or from 16 of any (a long phrase).
 */
export function passphraseStrength(passphrase: string): PassphraseStrength {
  const length = [...passphrase].length;
  const kinds = KINDS.filter((kind) => kind.test(passphrase)).length;
  const distinct = new Set(passphrase).size;
  if (length < PASSPHRASE_MIN_LENGTH || distinct < 5 || (kinds < 2 && length < 16)) return 'weak';
  if (length >= 16 || (length >= 12 && kinds >= 3)) return 'strong';
  return 'fair';
}

/** Why a passphrase cannot be used, or null. */
export function passphraseProblem(passphrase: string | undefined): string | null {
  const text = passphrase ?? '';
  if (text === '') return '请设置解密口令';
  if (text.trim() !== text) return '解密口令首尾不能有空格';
  const length = [...text].length;
  if (length < PASSPHRASE_MIN_LENGTH) return `解密口令至少${PASSPHRASE_MIN_LENGTH}个字符`;
  if (length > PASSPHRASE_MAX_LENGTH) return `解密口令不能超过${PASSPHRASE_MAX_LENGTH}个字符`;
  if (passphraseStrength(text) === 'weak') return '解密口令过于简单，请混合使用字母、数字或符号';
  return null;
}
