import { describe, expect, it } from 'vitest';
import { INT4_MAX, idField, serialIdField } from './id-field.ts';
import { pageInput } from './project/paging.ts';
import { purchaseSettingsInput } from './project/schema.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('idField', () => {
  const project = idField('项目');

  it('accepts every id a PostgreSQL integer column can hold, as a number or numeric text', () => {
    expect(project.parse(1)).toBe(1);
    expect(project.parse(INT4_MAX)).toBe(2_147_483_647);
    expect(project.parse(' 42 ')).toBe(42);
  });

  it('refuses an id beyond int4 with a message instead of letting the database fail', () => {
    for (const value of [INT4_MAX + 1, String(INT4_MAX + 1), 2 ** 63, '99999999999999999999']) {
      expect(messageOf(project.safeParse(value)), String(value)).toMatch(/^(项目不存在|请选择项目)$/);
    }
    expect(messageOf(project.safeParse(INT4_MAX + 1))).toBe('项目不存在');
  });

  it('refuses what cannot be an id', () => {
    for (const value of [0, -1, 1.5, Number.POSITIVE_INFINITY, Number.NaN, 'abc', '', [], {}, true]) {
      expect(messageOf(project.safeParse(value)), String(value)).toBe('请选择项目');
    }
    expect(messageOf(project.safeParse(undefined))).toBe('请选择项目');
  });

  it('words each case as the caller asks', () => {
    const expert = serialIdField({
      missing: '请选择专家',
      wrongType: '专家格式不正确',
      invalid: '专家不正确',
      tooLarge: '专家不正确',
    });
    expect(messageOf(expert.safeParse(null))).toBe('请选择专家');
    expect(messageOf(expert.safeParse('x'))).toBe('专家格式不正确');
    expect(messageOf(expert.safeParse(-3))).toBe('专家不正确');
    expect(messageOf(expert.safeParse(INT4_MAX + 1))).toBe('专家不正确');
  });
});

describe('other integer inputs are bounded', () => {
  it('paging', () => {
    expect(messageOf(pageInput.safeParse({ page: 2 ** 31 }))).toBe('页码不能大于100000');
    expect(messageOf(pageInput.safeParse({ pageSize: '1e400' }))).toBe('每页条数须为整数');
  });

  it('purchase settings', () => {
    const row = { minDays: 20, dayKind: 'calendar', minBids: 3, minCommittee: 5, publicityDays: 3 } as const;
    expect(messageOf(purchaseSettingsInput.safeParse({ ...row, minBids: 2 ** 31 }))).toBe('最少投标人数不能超过99');
    expect(messageOf(purchaseSettingsInput.safeParse({ ...row, minCommittee: 2 ** 31 + 1 }))).toBe(
      '评标委员会人数不能超过99',
    );
    expect(messageOf(purchaseSettingsInput.safeParse({ ...row, publicityDays: 2 ** 31 }))).toBe(
      '公示天数不能超过365天',
    );
    expect(messageOf(purchaseSettingsInput.safeParse({ ...row, minDays: 366 }))).toBe('最短期限不能超过365天');
  });
});
