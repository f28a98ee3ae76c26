import { describe, expect, it } from 'vitest';
import {
  checkBidCount,
  checkCommitteeSize,
  checkMinimumPeriod,
  checkPublicityWindow,
  countDays,
  DEFAULT_PURCHASE_SETTINGS,
  earliestDeadlineDay,
  isWorkingDay,
  publicityEnd,
  validateTimeOrder,
} from './rules.ts';

// 2026-03-02 is a Monday.
const times = {
  enrollTime: '2026-03-02 09:00',
  enrollEndTime: '2026-03-05 17:00',
  closeFileupTime: '2026-03-10 09:00',
  openTime: '2026-03-10 09:30',
};

describe('validateTimeOrder', () => {
  it('accepts ordered times, with equality allowed after enrolment ends', () => {
    expect(validateTimeOrder(times, { requireAll: true })).toEqual([]);
    const touching = { ...times, closeFileupTime: times.enrollEndTime, openTime: times.enrollEndTime };
    expect(validateTimeOrder(touching, { requireAll: true })).toEqual([]);
  });

  it('requires enrolment to start strictly before it ends', () => {
    expect(validateTimeOrder({ ...times, enrollEndTime: times.enrollTime })).toEqual([
      { field: 'enrollEndTime', message: '报名开始时间必须早于报名截止时间' },
    ]);
  });

  it('names both fields of each violated pair in Chinese', () => {
    expect(validateTimeOrder({ ...times, closeFileupTime: '2026-03-05 16:00' })).toEqual([
      { field: 'closeFileupTime', message: '投标文件上传截止时间不能早于报名截止时间' },
    ]);
    expect(validateTimeOrder({ ...times, openTime: '2026-03-10 08:59' })).toEqual([
      { field: 'openTime', message: '开标时间不能早于投标文件上传截止时间' },
    ]);
  });

  it('reports every violation', () => {
    const reversed = {
      enrollTime: '2026-03-10 09:00',
      enrollEndTime: '2026-03-09 09:00',
      closeFileupTime: '2026-03-08 09:00',
      openTime: '2026-03-07 09:00',
    };
    expect(validateTimeOrder(reversed).map((i) => i.field)).toEqual(['enrollEndTime', 'closeFileupTime', 'openTime']);
  });

  it('reports missing times only when all are required', () => {
    expect(validateTimeOrder({}, { requireAll: true }).map((i) => i.message)).toEqual([
      '请选择报名开始时间',
      '请选择报名截止时间',
      '请选择投标文件上传截止时间',
      '请选择开标时间',
    ]);
    expect(validateTimeOrder({ enrollTime: null, openTime: '' })).toEqual([]);
  });

  it('compares across a gap, keeping the strict first link', () => {
    expect(validateTimeOrder({ enrollTime: '2026-03-10 09:00', closeFileupTime: '2026-03-10 09:00' })).toEqual([
      { field: 'closeFileupTime', message: '报名开始时间必须早于投标文件上传截止时间' },
    ]);
    expect(validateTimeOrder({ enrollEndTime: '2026-03-10 09:00', openTime: '2026-03-10 09:00' })).toEqual([]);
    expect(validateTimeOrder({ enrollEndTime: '2026-03-10 09:00', openTime: '2026-03-09 09:00' })).toEqual([
      { field: 'openTime', message: '开标时间不能早于报名截止时间' },
    ]);
  });

  it('reports an invalid time and compares the rest around it', () => {
    expect(validateTimeOrder({ ...times, enrollEndTime: '2026-02-30 10:00' })).toEqual([
      { field: 'enrollEndTime', message: '报名截止时间不是有效的时间' },
    ]);
  });

  it('accepts Dates and epoch ms', () => {
    const mixed = {
      enrollTime: new Date('2026-03-02T01:00:00Z'),
      enrollEndTime: Date.UTC(2026, 2, 5, 9),
      closeFileupTime: '2026-03-10T01:00:00Z',
      openTime: '2026-03-10 09:30',
    };
    expect(validateTimeOrder(mixed, { requireAll: true })).toEqual([]);
  });
});

describe('working days and counting', () => {
  it('counts Monday to Friday, minus holidays, plus makeup workdays', () => {
    expect(isWorkingDay(Date.parse('2026-03-06T12:00:00+08:00'))).toBe(true); // Friday
    expect(isWorkingDay(Date.parse('2026-03-07T12:00:00+08:00'))).toBe(false); // Saturday
    expect(isWorkingDay(Date.parse('2026-03-08T23:59:00+08:00'))).toBe(false); // Sunday, late evening
    expect(isWorkingDay(Date.parse('2026-10-01T10:00:00+08:00'), { holidays: ['2026-10-01'] })).toBe(false);
    expect(isWorkingDay(Date.parse('2026-09-27T10:00:00+08:00'), { makeupWorkdays: ['2026-09-27'] })).toBe(true);
  });

  it('excludes the start day and includes the end day', () => {
    expect(countDays('2026-03-02 10:00', '2026-03-05 10:00', 'working')).toBe(3);
    expect(countDays('2026-03-02 10:00', '2026-03-02 18:00', 'working')).toBe(0);
    expect(countDays('2026-03-05 10:00', '2026-03-09 10:00', 'working')).toBe(2);
    expect(countDays('2026-03-02 10:00', '2026-03-22 10:00', 'calendar')).toBe(20);
    expect(countDays('2026-03-22 10:00', '2026-03-02 10:00', 'calendar')).toBe(0);
    expect(countDays('bad', '2026-03-02 10:00', 'calendar')).toBe(0);
  });

  it('counts Beijing days, not UTC days', () => {
    // 2026-03-02T16:30Z is Tuesday 00:30 in Beijing: Tuesday is the start day.
    expect(countDays('2026-03-02T16:30:00Z', '2026-03-05T02:00:00Z', 'working')).toBe(2);
  });

  it('finds the earliest deadline day', () => {
    const inquiry = DEFAULT_PURCHASE_SETTINGS[1];
    expect(earliestDeadlineDay('2026-03-05 10:00', inquiry)).toBe(Date.parse('2026-03-10T00:00:00+08:00'));
    expect(earliestDeadlineDay('2026-03-02 10:00', DEFAULT_PURCHASE_SETTINGS[3])).toBe(
      Date.parse('2026-03-22T00:00:00+08:00'),
    );
    expect(earliestDeadlineDay('nonsense', inquiry)).toBeNull();
  });
});

describe('checkMinimumPeriod', () => {
  it('defaults: 3 working days for 询价/竞争性谈判, 20 calendar days for tenders', () => {
    expect(DEFAULT_PURCHASE_SETTINGS[1]).toMatchObject({ minDays: 3, dayKind: 'working', minCommittee: 3 });
    expect(DEFAULT_PURCHASE_SETTINGS[2]).toMatchObject({ minDays: 3, dayKind: 'working', minCommittee: 3 });
    expect(DEFAULT_PURCHASE_SETTINGS[3]).toMatchObject({ minDays: 20, dayKind: 'calendar', minCommittee: 5 });
    expect(DEFAULT_PURCHASE_SETTINGS[4]).toMatchObject({ minDays: 20, dayKind: 'calendar', minCommittee: 5 });
    for (const s of Object.values(DEFAULT_PURCHASE_SETTINGS)) expect(s).toMatchObject({ minBids: 3, publicityDays: 3 });
  });

  it('accepts exactly the minimum and refuses one day less, with the earliest day', () => {
    expect(checkMinimumPeriod(1, '2026-03-02 10:00', '2026-03-05 09:00')).toEqual({ ok: true });
    expect(checkMinimumPeriod(2, '2026-03-02 10:00', '2026-03-04 18:00')).toEqual({
      ok: false,
      reason: '竞争性谈判采购自公告发布至投标文件上传截止时间不得少于3个工作日（最早可截止于2026年3月5日）',
    });
    expect(checkMinimumPeriod(3, '2026-03-02 10:00', '2026-03-22 09:00')).toEqual({ ok: true });
    expect(checkMinimumPeriod(4, '2026-03-02 10:00', '2026-03-21 23:59')).toEqual({
      ok: false,
      reason: '邀请招标自公告发布至投标文件上传截止时间不得少于20日（最早可截止于2026年3月22日）',
    });
  });

  it('skips weekends and holidays for working days', () => {
    expect(checkMinimumPeriod(1, '2026-03-05 10:00', '2026-03-09 10:00').ok).toBe(false);
    expect(checkMinimumPeriod(1, '2026-03-05 10:00', '2026-03-10 10:00').ok).toBe(true);
    const calendar = { holidays: ['2026-03-04'] };
    expect(checkMinimumPeriod(1, '2026-03-02 10:00', '2026-03-05 10:00', undefined, calendar)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('2026年3月6日'),
    });
    const makeup = { makeupWorkdays: ['2026-03-07'] };
    expect(checkMinimumPeriod(1, '2026-03-05 10:00', '2026-03-09 10:00', undefined, makeup).ok).toBe(true);
  });

  it('uses the given settings', () => {
    const settings = { ...DEFAULT_PURCHASE_SETTINGS, 1: { ...DEFAULT_PURCHASE_SETTINGS[1], minDays: 5 } };
    expect(checkMinimumPeriod(1, '2026-03-02 10:00', '2026-03-06 10:00', settings)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('不得少于5个工作日（最早可截止于2026年3月9日）'),
    });
  });

  it('refuses invalid times', () => {
    expect(checkMinimumPeriod(1, 'x', '2026-03-06 10:00')).toEqual({ ok: false, reason: '公告发布时间不是有效的时间' });
    expect(checkMinimumPeriod(1, '2026-03-06 10:00', '')).toEqual({
      ok: false,
      reason: '请选择投标文件上传截止时间',
    });
  });
});

describe('other rules', () => {
  it('ends a publicity after whole calendar days', () => {
    expect(publicityEnd('2026-03-12 09:00', 3)).toBe(Date.parse('2026-03-15T09:00:00+08:00'));
    expect(publicityEnd('', 3)).toBeNull();
    // an announced end later than the minimum wins; an earlier one cannot shorten it
    expect(publicityEnd('2026-03-12 09:00', 3, '2026-03-17 17:00')).toBe(Date.parse('2026-03-17T17:00:00+08:00'));
    expect(publicityEnd('2026-03-12 09:00', 3, '2026-03-13 09:00')).toBe(Date.parse('2026-03-15T09:00:00+08:00'));
  });

  it('checks a result publicity window: not back-dated, at least the publicity days', () => {
    const published = Date.parse('2026-03-12T09:00:00+08:00');
    const window = (gsTime: string, gsEndTime: string) => checkPublicityWindow({ gsTime, gsEndTime }, 3, published);
    expect(window('2026-03-12 09:00', '2026-03-15 09:00')).toEqual({ ok: true });
    expect(window('2026-03-12 09:00', '2026-03-15 08:59')).toEqual({
      ok: false,
      reason: '结果公示期不得少于3天（自公示开始时间起算）',
    });
    expect(window('2026-03-11 09:00', '2026-03-16 09:00')).toEqual({
      ok: false,
      reason: '公示开始时间不能早于发布时间',
    });
    expect(window('2026-03-13 09:00', '2026-03-16 09:00')).toEqual({ ok: true });
  });

  it('gives a draft a full minute of grace, however late in its minute it was made', () => {
    // The draft's start is the minute it was made (09:00, made at 09:00:59); publishing one second later is fine,
    // and so is publishing at 09:01:59; from 09:02 the start is back-dated.
    const at = (time: string) =>
      checkPublicityWindow({ gsTime: '2026-03-12 09:00', gsEndTime: '2026-03-15 09:00' }, 3, Date.parse(time));
    expect(at('2026-03-12T09:01:00+08:00')).toEqual({ ok: true });
    expect(at('2026-03-12T09:01:59.999+08:00')).toEqual({ ok: true });
    expect(at('2026-03-12T09:02:00+08:00')).toEqual({ ok: false, reason: '公示开始时间不能早于发布时间' });
  });

  it('needs enough bids to open', () => {
    expect(checkBidCount(3, 3)).toEqual({ ok: true });
    expect(checkBidCount(2, 3)).toEqual({
      ok: false,
      reason: '投标人不足3家（当前2家），不能开标，可发布流标公告后重新采购',
    });
  });

  it('checks committee size: odd and at least the minimum', () => {
    expect(checkCommitteeSize(3, DEFAULT_PURCHASE_SETTINGS[1])).toEqual({ ok: true });
    expect(checkCommitteeSize(3, DEFAULT_PURCHASE_SETTINGS[3])).toEqual({
      ok: false,
      reason: '评标委员会人数不得少于5人',
    });
    expect(checkCommitteeSize(6, DEFAULT_PURCHASE_SETTINGS[3])).toEqual({
      ok: false,
      reason: '评标委员会人数须为单数',
    });
    expect(checkCommitteeSize(7, DEFAULT_PURCHASE_SETTINGS[4])).toEqual({ ok: true });
  });
});
