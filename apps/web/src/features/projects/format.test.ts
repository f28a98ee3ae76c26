import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from '../../shared/format.ts';
import { readFilters, toQuery, writeFilters } from './list/searchParams.ts';

describe('project formatting', () => {
  it('formats money exactly, with ¥ and thousands', () => {
    expect(formatMoney('1234567.50')).toBe('¥1,234,567.50');
    expect(formatMoney('12345678901234.05')).toBe('¥12,345,678,901,234.05');
    expect(formatMoney('0.00')).toBe('¥0.00');
    expect(formatMoney(null)).toBe('-');
  });

  it('shows times in Beijing whatever the browser zone', () => {
    expect(formatDateTime('2026-03-05T01:30:00.000Z')).toBe('2026-03-05 09:30');
    expect(formatDateTime('2026-03-05T01:30:07.000Z', true)).toBe('2026-03-05 09:30:07');
    expect(formatDate('2026-03-04T16:00:00.000Z')).toBe('2026-03-05');
    expect(formatDateTime(null)).toBe('-');
  });
});

describe('list filters in the URL', () => {
  it('round-trips and leaves defaults out of the URL', () => {
    const params = writeFilters({ keyword: '水厂', purchaseWay: 3, page: 1, pageSize: 10 });
    expect(params.toString()).toBe(`keyword=${encodeURIComponent('水厂')}&purchaseWay=3`);
    expect(readFilters(params)).toMatchObject({ keyword: '水厂', purchaseWay: 3, page: 1, pageSize: 10 });
  });

  it('sends 已暂停 as paused: true and a state as status', () => {
    expect(toQuery(readFilters(new URLSearchParams('status=paused&page=2')))).toMatchObject({
      paused: true,
      status: undefined,
      page: 2,
    });
    expect(toQuery(readFilters(new URLSearchParams('status=approved')))).toMatchObject({
      status: 'approved',
      paused: undefined,
    });
  });
});
