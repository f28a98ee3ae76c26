import { describe, expect, it } from 'vitest';
import { findSupplierPasswordInput, registerSupplierInput, supplierSendCodeInput } from './schema.ts';

const valid = {
  account: 'huarun_water',
  password: 'Abcd1234',
  companyName: '  杭州华润水务设备有限公司 ',
  creditCode: '9144030071526726xg',
  legalPerson: '张三',
  contactName: '李四',
  mobile: '13712345678',
  smsCode: '123456',
};

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registerSupplierInput (docs/integration.md register)', () => {
  it('accepts the contract fields, trims text and normalizes the credit code', () => {
    const a = '0b7c1d52-8a5e-4d8f-9c1e-2f3a4b5c6d7e';
    const b = '1c8d2e63-9b6f-4e90-8d2f-3a4b5c6d7e8f';
    const parsed = registerSupplierInput.parse({ ...valid, licenceFileIds: [a, b, a] });
    expect(parsed.companyName).toBe('杭州华润水务设备有限公司');
    expect(parsed.creditCode).toBe('9144030071526726XG');
    expect(parsed.licenceFileIds).toEqual([a, b]);
    expect(registerSupplierInput.parse(valid).licenceFileIds).toBeUndefined();
  });

  it('refuses a weak password with the registration wording', () => {
    expect(firstMessage(registerSupplierInput.safeParse({ ...valid, password: 'abcdefgh' }))).toBe(
      '密码须同时包含字母和数字',
    );
    expect(firstMessage(registerSupplierInput.safeParse({ ...valid, password: 'Ab1' }))).toBe(
      '密码至少8位，须同时包含字母和数字',
    );
  });

  it('says what is missing or wrong, field by field', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ companyName: ' ' }, '请输入企业名称'],
      [{ creditCode: '914403007152672600' }, '统一社会信用代码校验位不正确，请核对'],
      [{ legalPerson: undefined }, '请输入法定代表人'],
      [{ contactName: '' }, '请输入联系人'],
      [{ mobile: '1234' }, '请输入正确的11位手机号'],
      [{ smsCode: '12345' }, '验证码为6位数字'],
      [{ licenceFileIds: ['x', 'y'] }, '营业执照文件编号不正确'],
      [{ licenceFileIds: [1] }, '营业执照文件编号不正确'],
    ];
    for (const [change, message] of cases) {
      expect(firstMessage(registerSupplierInput.safeParse({ ...valid, ...change })), JSON.stringify(change)).toBe(
        message,
      );
    }
  });
});

describe('the other public supplier inputs', () => {
  it('sendVerCode needs the image captcha', () => {
    expect(supplierSendCodeInput.safeParse({ mobile: '13712345678', uuId: 'u1', verCode: 'ab12' }).success).toBe(true);
    expect(firstMessage(supplierSendCodeInput.safeParse({ mobile: '13712345678', uuId: 'u1' }))).toBe(
      '请输入图形验证码',
    );
  });

  it('findPassword asks for a new password by the same rule', () => {
    const base = { mobile: '13712345678', smsCode: '654321' };
    expect(findSupplierPasswordInput.safeParse({ ...base, newPassword: 'Newpass99' }).success).toBe(true);
    expect(firstMessage(findSupplierPasswordInput.safeParse({ ...base, newPassword: '12345678' }))).toBe(
      '新密码须同时包含字母和数字',
    );
  });
});
