import { describe, expect, it } from 'vitest';
import type { BlacklistNotice } from '../blacklist/responses.ts';
import { formatDayCn, supplierEnrolRefusal } from './enrolment.ts';

const ban: BlacklistNotice = { type: 'ban', reason: '提供虚假材料', startDate: '2026-03-01', endDate: '2027-02-28' };
const warning: BlacklistNotice = { ...ban, type: 'warning', reason: '迟到开标' };

describe('supplierEnrolRefusal', () => {
  it('lets an approved company without a ban enrol, also under a 警告', () => {
    expect(supplierEnrolRefusal('approved', '')).toBeUndefined();
    expect(supplierEnrolRefusal('approved', '', warning)).toBeUndefined();
  });

  it('says why each review state may not enrol', () => {
    expect(supplierEnrolRefusal('pending', '')).toBe('贵公司注册资料尚在审核中，审核通过后方可报名');
    expect(supplierEnrolRefusal('rejected', ' 营业执照不清晰 ')).toBe(
      '贵公司注册资料已驳回：营业执照不清晰。请在用户中心修改后重新提交审核',
    );
    expect(supplierEnrolRefusal('rejected', '')).toBe('贵公司注册资料已驳回。请在用户中心修改后重新提交审核');
    expect(supplierEnrolRefusal('frozen', '涉嫌串标')).toBe('账号已冻结：涉嫌串标');
    expect(supplierEnrolRefusal('frozen', '')).toBe('账号已冻结');
  });

  it('names a 禁止参与 with its end day and reason, before the review state but after a freeze', () => {
    const banned = '贵公司已被列入黑名单（禁止参与），处罚期至2027年2月28日：提供虚假材料';
    expect(supplierEnrolRefusal('approved', '', ban)).toBe(banned);
    expect(supplierEnrolRefusal('pending', '', ban)).toBe(banned);
    expect(supplierEnrolRefusal('rejected', '资料不全', ban)).toBe(banned);
    expect(supplierEnrolRefusal('frozen', '涉嫌串标', ban)).toBe('账号已冻结：涉嫌串标');
  });

  it('writes days without leading zeros', () => {
    expect(formatDayCn('2026-03-05')).toBe('2026年3月5日');
    expect(formatDayCn('2030-12-31')).toBe('2030年12月31日');
  });
});
