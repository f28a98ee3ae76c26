const DIGITS = '一二三四五六七八九';

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 99 → 九十九; outside 1–99 the Arabic figure. */
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n > 99) return String(n);
  if (n < 10) return DIGITS[n - 1]!;
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens - 1]}十${ones === 0 ? '' : DIGITS[ones - 1]}`;
}

const VALUES = new Map(Array.from({ length: 99 }, (_, k) => [chineseNumeral(k + 1), k + 1] as const));

/** The reverse for 一 … 九十九; undefined for anything else. */
export function chineseNumeralValue(text: string): number | undefined {
  return VALUES.get(text);
}
