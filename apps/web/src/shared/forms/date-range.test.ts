import { describe, expect, it } from 'vitest';
import { dayRangeOf, daysOf } from './date-range.ts';

describe('a list query’s day range', () => {
  it('round-trips the days through the picker', () => {
    const range = dayRangeOf('2026-03-01', '2026-03-31');
    expect(range?.map((d) => d.format('YYYY-MM-DD'))).toEqual(['2026-03-01', '2026-03-31']);
    expect(daysOf(range)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });

  it('takes half a range as none, and a cleared picker as no days', () => {
    expect(dayRangeOf('2026-03-01', undefined)).toBeUndefined();
    expect(dayRangeOf(undefined, '2026-03-31')).toBeUndefined();
    expect(daysOf(undefined)).toEqual({ from: undefined, to: undefined });
  });
});
