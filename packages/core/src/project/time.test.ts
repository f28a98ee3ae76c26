import { describe, expect, it } from 'vitest';
import { PURCHASE_WAY_LABELS, toPurchaseWay } from './purchase-way.ts';
import {
  dayNumberStart,
  formatDateCn,
  formatDateTimeCn,
  parseDateTime,
  shanghaiDateKey,
  shanghaiDayNumber,
} from './time.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('parseDateTime', () => {
  it('reads Dates, epoch ms and ISO strings with a zone exactly', () => {
    const ms = at('2026-03-05T01:30:00Z');
    expect(parseDateTime(new Date(ms))).toBe(ms);
    expect(parseDateTime(ms)).toBe(ms);
    expect(parseDateTime('2026-03-05T01:30:00.000Z')).toBe(ms);
    expect(parseDateTime('2026-03-05T09:30:00+08:00')).toBe(ms);
    expect(parseDateTime('2026-03-05 09:30:00.123456+08')).toBe(ms + 123);
    expect(parseDateTime('2026-03-05T01:30:00.5Z')).toBe(ms + 500);
    // the same instant as new Date(iso) for what toISOString writes: the confirmation page compares two of them
    const sent = new Date('2026-03-05T01:30:00.987Z');
    expect(parseDateTime(sent.toISOString())).toBe(sent.getTime());
  });

  it('reads zone-less text as Beijing time on any machine', () => {
    expect(parseDateTime('2026-03-05 09:30')).toBe(at('2026-03-05T01:30:00Z'));
    expect(parseDateTime('2026-03-05T09:30:15')).toBe(at('2026-03-05T01:30:15Z'));
    expect(parseDateTime('2026-03-05')).toBe(at('2026-03-04T16:00:00Z'));
  });

  it('returns null for anything that is not a valid time', () => {
    for (const bad of [
      '',
      '  ',
      'abc',
      '2026-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-03-05 25:00',
      '2026-03-05T01:30:00.Z',
      '1772674200000',
    ]) {
      expect(parseDateTime(bad)).toBeNull();
    }
    expect(parseDateTime(new Date(Number.NaN))).toBeNull();
    expect(parseDateTime(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDateTime(null)).toBeNull();
    expect(parseDateTime(undefined)).toBeNull();
    expect(parseDateTime({})).toBeNull();
  });

  it('accepts a real leap day', () => {
    expect(parseDateTime('2028-02-29 10:00')).not.toBeNull();
  });
});

describe('Beijing calendar helpers', () => {
  it('formats in Beijing time', () => {
    expect(formatDateTimeCn(at('2026-03-04T16:00:00Z'))).toBe('2026年3月5日 00:00');
    expect(formatDateCn(at('2026-03-04T16:00:00Z'))).toBe('2026年3月5日');
    expect(shanghaiDateKey(at('2026-03-04T16:00:00Z'))).toBe('2026-03-05');
    expect(shanghaiDateKey(at('2026-03-04T15:59:59Z'))).toBe('2026-03-04');
  });

  it('numbers days so that Beijing midnight starts a new one', () => {
    const day = shanghaiDayNumber(at('2026-03-05T12:00:00+08:00'));
    expect(shanghaiDayNumber(at('2026-03-06T00:00:00+08:00'))).toBe(day + 1);
    expect(shanghaiDayNumber(at('2026-03-05T00:00:00+08:00'))).toBe(day);
    expect(dayNumberStart(day)).toBe(at('2026-03-05T00:00:00+08:00'));
  });
});

describe('purchase ways', () => {
  it('labels the four ways', () => {
    expect(PURCHASE_WAY_LABELS).toEqual({ 1: '询价采购', 2: '竞争性谈判采购', 3: '公开招标', 4: '邀请招标' });
  });

  it('reads numbers and numeric strings', () => {
    expect(toPurchaseWay(1)).toBe(1);
    expect(toPurchaseWay('4')).toBe(4);
    expect(toPurchaseWay(' 2 ')).toBe(2);
    for (const bad of [0, 5, 1.5, '', 'x', null, undefined, '1e0x']) expect(toPurchaseWay(bad)).toBeNull();
  });
});
