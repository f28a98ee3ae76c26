import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { defaultEncryptMode, type ProjectFormValues, toInput, wholeFormRule } from './formValues.ts';

const values: ProjectFormValues = {
  projectName: '城北水厂改造',
  needDeptId: 2,
  manageDeptId: 3,
  purchaseWay: 3,
  purchaseName: '水务集团',
  categoryCn: '工程',
  budget: '1000.00',
  sections: [
    { name: '一标段', budget: '600' },
    { name: '一标段', budget: '500' },
  ],
};
const form = (v: ProjectFormValues) => ({ getFieldsValue: () => v }) as unknown as FormInstance;

describe('project form', () => {
  it('finds the whole-form issues of the shared schema at their paths', async () => {
    await expect(wholeFormRule(form(values), ['sections', 1, 'name']).validator()).rejects.toThrow('标段名称不能重复');
    await expect(wholeFormRule(form(values), ['sections']).validator()).rejects.toThrow(
      '各标段预算之和不能超过项目预算金额',
    );
    await expect(wholeFormRule(form(values), ['sections', 0, 'name']).validator()).resolves.toBeUndefined();
  });

  it('sends blank rows as empty strings and a blank code as empty', () => {
    expect(toInput({ ...values, projectCode: '  ', sections: [{ name: 'a' }] })).toMatchObject({
      projectCode: '',
      sections: [{ name: 'a', budget: '' }],
    });
  });

  it('sends a cleared 评分标准 as null (left out, the server would keep the old one)', () => {
    expect(toInput(values).gradingStandardId).toBeNull();
    expect(toInput({ ...values, gradingStandardId: 4 }).gradingStandardId).toBe(4);
  });

  it('always states the 开标地点: an empty field clears it (left out, the server would keep the old one)', () => {
    expect(toInput(values).openAddress).toBe('');
    expect(toInput({ ...values, openAddress: '线上开标大厅' }).openAddress).toBe('线上开标大厅');
  });
});

describe('the 加密方式 a purchase way starts with', () => {
  const settings = [
    { purchaseWay: 1, encryptMode: 'platform' },
    { purchaseWay: 3, encryptMode: 'bidder' },
  ] as const;

  it('is the way’s row in 采购参数, and nothing before the settings or the way are known', () => {
    expect(defaultEncryptMode(3, settings)).toBe('bidder');
    expect(defaultEncryptMode(1, settings)).toBe('platform');
    expect(defaultEncryptMode(undefined, settings)).toBeUndefined();
    expect(defaultEncryptMode(3, undefined)).toBeUndefined();
  });

  it('is sent as the clerk chose it', () => {
    expect(toInput({ ...values, encryptMode: 'platform' }).encryptMode).toBe('platform');
  });
});
