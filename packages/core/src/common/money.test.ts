import { describe, expect, it } from 'vitest';
import { amountInCapitals, formatAmount, formatYuan, formatYuanWithCapitals } from './money.ts';

describe('formatAmount', () => {
  it.each([
    [1234567.5, '1,234,567.50'],
    [0, '0.00'],
    [-0, '0.00'],
    [5, '5.00'],
    [999, '999.00'],
    [1000, '1,000.00'],
    [-1234.5, '-1,234.50'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.01'],
    [2.675, '2.68'],
    [1e21, '1,000,000,000,000,000,000,000.00'],
    [1.5e-7, '0.00'],
    [123456789012345680000, '123,456,789,012,345,680,000.00'],
  ])('number %s → %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it.each([
    ['1234567.5', '1,234,567.50'],
    ['0', '0.00'],
    ['0.00', '0.00'],
    ['-0.001', '0.00'],
    ['-0.005', '-0.01'],
    ['-1234.567', '-1,234.57'],
    ['+12', '12.00'],
    [' 88.8 ', '88.80'],
    ['.5', '0.50'],
    ['7.', '7.00'],
    ['007', '7.00'],
    ['0.125', '0.13'],
    ['0.124999', '0.12'],
    ['999.995', '1,000.00'],
    ['12345678901234567890.125', '12,345,678,901,234,567,890.13'],
    ['-12345678901234567890.125', '-12,345,678,901,234,567,890.13'],
    ['99999999999999999999999999.999', '100,000,000,000,000,000,000,000,000.00'],
    ['1e3', '1,000.00'],
    ['1.5E-1', '0.15'],
  ])('numeric string %j → %s', (input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('formats bigint exactly', () => {
    expect(formatAmount(12345678901234567890n)).toBe('12,345,678,901,234,567,890.00');
  });

  it.each(['面议', '约100万元', '1,234', '12.3.4', '--1', '1e', 'e5', '1e999', 'Infinity', 'NaN', '0x10', ''])(
    'leaves non-numeric %j as written',
    (input) => {
      expect(formatAmount(input)).toBe(input);
    },
  );

  it('renders non-finite numbers empty', () => {
    expect(formatAmount(Number.NaN)).toBe('');
    expect(formatAmount(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('amountInCapitals', () => {
  it.each([
    ['3050000', '人民币叁佰零伍万元整'],
    ['3050000.00', '人民币叁佰零伍万元整'],
    [3050000, '人民币叁佰零伍万元整'],
    ['1234567.80', '人民币壹佰贰拾叁万肆仟伍佰陆拾柒元捌角整'],
    ['100.05', '人民币壹佰元零伍分'],
    ['10000.01', '人民币壹万元零壹分'],
    ['0.50', '人民币伍角整'],
    ['0', '人民币零元整'],
    ['100000000', '人民币壹亿元整'],
    // Rounded to cents as the figures are, so both forms name the same amount.
    ['1.005', '人民币壹元零壹分'],
    ['99.994', '人民币玖拾玖元玖角玖分'],
  ])('%s → %s', (input, expected) => {
    expect(amountInCapitals(input)).toBe(expected);
  });

  it.each([null, undefined, '', 'abc', '-5', Number.NaN])('has no capitals for %s', (input) => {
    expect(amountInCapitals(input)).toBe('');
  });
});

describe('formatYuan and formatYuanWithCapitals', () => {
  it('writes figures with separators, and capitals beside them on documents', () => {
    expect(formatYuan('3050000')).toBe('¥3,050,000.00');
    expect(formatYuanWithCapitals('3050000')).toBe('¥3,050,000.00（人民币叁佰零伍万元整）');
  });

  it('shows a dash without an amount', () => {
    expect(formatYuan(null)).toBe('-');
    expect(formatYuanWithCapitals('')).toBe('-');
  });
});
