import { ErrorCode, supplierApi, testSupportApi } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { createSupplier, uniqueMobile } from '../../../test/factories.ts';
import { smsCodes } from '../../db/schema/index.ts';

const { t, api } = useTestApp({ env: { AUTH_RATE_LIMIT: '30' } });

const outboxCount = async (mobile: string) =>
  ((await api.get<unknown[]>(testSupportApi.sms.path, { query: { mobile } })).body.data ?? []).length;

const send = async (mobile: string, purpose?: string) =>
  api.post(supplierApi.sendVerCode.path, { mobile, ...(await api.captcha()), ...(purpose ? { purpose } : {}) });

const codeRows = (mobile: string, purpose: 'register' | 'find-password') =>
  t.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.mobile, mobile), eq(smsCodes.purpose, purpose)));

describe('POST /api/suppler/sendVerCode', () => {
  it('sends a registration code (the default purpose) after a correct captcha', async () => {
    const mobile = uniqueMobile();
    expect((await send(mobile)).body).toEqual({ code: 0, msg: '发送成功' });
    expect(await outboxCount(mobile)).toBe(1);
    expect(await codeRows(mobile, 'register')).toHaveLength(1);
  });

  it('refuses a wrong captcha, and the same captcha a second time, sending nothing', async () => {
    const mobile = uniqueMobile();
    const captcha = await api.captcha();
    const wrong = await api.post(supplierApi.sendVerCode.path, { mobile, uuId: captcha.uuId, verCode: 'zzzz' });
    expect(wrong.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '图形验证码错误，请重新输入' });
    const again = await api.post(supplierApi.sendVerCode.path, { mobile, ...captcha });
    expect(again.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '图形验证码已过期，请点击图片刷新' });
    expect(await outboxCount(mobile)).toBe(0);
  });

  it.each([
    [{ mobile: '12345', uuId: '1', verCode: 'abcd' }, '请输入正确的11位手机号'],
    [{ mobile: '13800000000', uuId: '1', verCode: 'abcd', purpose: 'staff-login' }, '验证码用途不正确'],
    [{ mobile: '13800000000', uuId: '1' }, '请输入图形验证码'],
  ])('refuses %j with “%s”', async (body, msg) => {
    expect((await api.post(supplierApi.sendVerCode.path, body)).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
  });

  it('refuses a registration code for a mobile already registered, sending nothing', async () => {
    const company = await createSupplier(t.db);
    expect((await send(company.mobile, 'register')).body).toEqual({ code: ErrorCode.RULE, msg: '该手机号已注册' });
    expect(await outboxCount(company.mobile)).toBe(0);
    expect(await codeRows(company.mobile, 'register')).toHaveLength(0);
  });

  it('holds the staff limits: one code per mobile and purpose per 60 seconds', async () => {
    const mobile = uniqueMobile();
    expect((await send(mobile)).body.code).toBe(0);
    const again = await send(mobile);
    expect(again.body.code).toBe(ErrorCode.RULE);
    expect(again.body.msg).toMatch(/^请\d+秒后重试$/);
    // Another purpose has its own budget.
    expect((await send(mobile, 'find-password')).body.code).toBe(0);
  });

  describe('找回密码', () => {
    it('sends the code to a registered company’s mobile', async () => {
      const company = await createSupplier(t.db);
      expect((await send(company.mobile, 'find-password')).body).toEqual({ code: 0, msg: '发送成功' });
      expect(await outboxCount(company.mobile)).toBe(1);
    });

    it('answers an unknown mobile exactly as a known one, limits included, but sends it nothing', async () => {
      const known = (await createSupplier(t.db)).mobile;
      const unknown = uniqueMobile();
      const answers = async (mobile: string) => [
        (await send(mobile, 'find-password')).body,
        (await send(mobile, 'find-password')).body,
      ];
      const [knownFirst, knownAgain] = await answers(known);
      const [unknownFirst, unknownAgain] = await answers(unknown);
      expect(unknownFirst).toEqual(knownFirst);
      expect(unknownFirst).toEqual({ code: 0, msg: '发送成功' });
      expect(unknownAgain!.code).toBe(knownAgain!.code);
      expect(unknownAgain!.msg).toMatch(/^请\d+秒后重试$/);
      expect(await outboxCount(unknown)).toBe(0);
      expect(await codeRows(unknown, 'find-password')).toHaveLength(1);
    });
  });

  it('counts against the per-mobile limit, and the per-IP limit of code requests (three times as many)', async () => {
    const send = (client: ApiClient, mobile: string) =>
      client.post(supplierApi.sendVerCode.path, { mobile, uuId: '1', verCode: 'x' });
    const mobile = uniqueMobile();
    const perMobile: number[] = [];
    for (let i = 0; i < 31; i++) perMobile.push((await send(new ApiClient(t.app, `10.20.31.${i + 1}`), mobile)).status);
    expect(perMobile.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(perMobile[30]).toBe(429);

    const noisy = new ApiClient(t.app, '10.20.30.40');
    const perIp: number[] = [];
    for (let i = 0; i < 91; i++) perIp.push((await send(noisy, uniqueMobile())).status);
    expect(perIp.slice(0, 90).every((s) => s === 200)).toBe(true);
    expect(perIp[90]).toBe(429);
  });
});
