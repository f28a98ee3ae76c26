import { describe, expect, it } from 'vitest';
import { formatDatePlaceholder, formatPlaceholderValue, formatPurchaseWayPlaceholder } from './format.ts';

describe('formatDatePlaceholder', () => {
  it('shows Beijing time with Chinese date characters, two-digit hour and minute', () => {
    expect(formatDatePlaceholder('2026-03-05T01:30:00.000Z')).toBe('2026年3月5日 09:30');
    expect(formatDatePlaceholder(new Date('2026-03-05T01:30:00Z'))).toBe('2026年3月5日 09:30');
    expect(formatDatePlaceholder(Date.UTC(2026, 2, 5, 1, 30))).toBe('2026年3月5日 09:30');
  });

  it('reads zone-less text as Beijing wall-clock time', () => {
    expect(formatDatePlaceholder('2026-03-05 09:30')).toBe('2026年3月5日 09:30');
    expect(formatDatePlaceholder('2026/3/5 9:05')).toBe('2026年3月5日 09:05');
    expect(formatDatePlaceholder('2026-03-05')).toBe('2026年3月5日 00:00');
  });

  it('shows midnight as 00:00 and the Beijing day, not the UTC one', () => {
    expect(formatDatePlaceholder('2026-03-04T16:00:00Z')).toBe('2026年3月5日 00:00');
    expect(formatDatePlaceholder('2026-12-31T23:59:00+08:00')).toBe('2026年12月31日 23:59');
    expect(formatDatePlaceholder('2026-12-31T16:00:00Z')).toBe('2027年1月1日 00:00');
  });

  it('understands other zone offsets', () => {
    expect(formatDatePlaceholder('2026-03-05T09:30:00+0800')).toBe('2026年3月5日 09:30');
    expect(formatDatePlaceholder('2026-03-05 01:30:00+00')).toBe('2026年3月5日 09:30');
    expect(formatDatePlaceholder('2026-03-04T20:30:00-05:00')).toBe('2026年3月5日 09:30');
  });

  it('keeps an invalid date text as written, and shows an invalid Date or number as empty', () => {
    expect(formatDatePlaceholder('另行通知')).toBe('另行通知');
    expect(formatDatePlaceholder('2026-02-30 10:00')).toBe('2026-02-30 10:00');
    expect(formatDatePlaceholder('2026-13-01')).toBe('2026-13-01');
    expect(formatDatePlaceholder('2026-03-05 24:00')).toBe('2026-03-05 24:00');
    expect(formatDatePlaceholder('1772674200000')).toBe('1772674200000');
    expect(formatDatePlaceholder(new Date('nonsense'))).toBe('');
    expect(formatDatePlaceholder(Number.NaN)).toBe('');
  });
});

describe('formatPurchaseWayPlaceholder', () => {
  it.each([
    [1, '询价采购'],
    ['1', '询价采购'],
    [' 1 ', '询价采购'],
    [2, '竞争性谈判采购'],
    ['2', '竞争性谈判采购'],
  ])('%j → %s', (input, expected) => {
    expect(formatPurchaseWayPlaceholder(input)).toBe(expected);
  });

  // docs/product.md fixes it: any value other than 1 or 2 gives empty text, the tendered ways included.
  it.each([3, '3', 4, '4', 0, 1.5, '01', '询价采购', null, undefined, true])('%j → empty', (input) => {
    expect(formatPurchaseWayPlaceholder(input)).toBe('');
  });
});

describe('formatPlaceholderValue', () => {
  it('renders missing values empty in every format', () => {
    for (const format of ['text', 'date', 'amount', 'capitals', 'purchaseWay'] as const) {
      expect(formatPlaceholderValue(null, format)).toBe('');
      expect(formatPlaceholderValue(undefined, format)).toBe('');
      expect(formatPlaceholderValue('', format)).toBe('');
    }
  });

  it('shows text and numbers as they are, and Dates as dates even in text fields', () => {
    expect(formatPlaceholderValue('张三', 'text')).toBe('张三');
    expect(formatPlaceholderValue(90, 'text')).toBe('90');
    expect(formatPlaceholderValue(0, 'text')).toBe('0');
    expect(formatPlaceholderValue(true, 'text')).toBe('是');
    expect(formatPlaceholderValue(new Date('2026-03-05T01:30:00Z'), 'text')).toBe('2026年3月5日 09:30');
  });

  it('formats by the catalogue format', () => {
    expect(formatPlaceholderValue('1234.5', 'amount')).toBe('1,234.50');
    expect(formatPlaceholderValue(0, 'amount')).toBe('0.00');
    expect(formatPlaceholderValue('3050000', 'capitals')).toBe('人民币叁佰零伍万元整');
    expect(formatPlaceholderValue(1280000.5, 'capitals')).toBe('人民币壹佰贰拾捌万元伍角整');
    // Text that is not an amount has no capitals (its figures' placeholder shows it as typed); nor has a negative.
    expect(formatPlaceholderValue('面议', 'capitals')).toBe('');
    expect(formatPlaceholderValue('-1', 'capitals')).toBe('');
    expect(formatPlaceholderValue('2026-03-05 09:30', 'date')).toBe('2026年3月5日 09:30');
    expect(formatPlaceholderValue(2, 'purchaseWay')).toBe('竞争性谈判采购');
  });
});
