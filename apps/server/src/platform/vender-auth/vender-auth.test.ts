import { ErrorCode, specialistAuthApi, venderAuthApi } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createSpecialist, createSupplier } from '../../../test/factories.ts';

const { t, api } = useTestApp();

describe('POST /api/suppler/supplerLogin', () => {
  it('signs the demo supplier in, naming the record suppler (docs/integration.md)', async () => {
    const reply = await api.post(venderAuthApi.login.path, { account: 'gongyingshang', password: 'Vender@2026' });
    expect(reply.body).toMatchObject({
      code: 0,
      msg: '登录成功',
      data: { suppler: { account: 'gongyingshang', companyName: '江南管道工程有限公司', status: 'approved' } },
    });
    const token = (reply.body.data as { token: string }).token;
    const me = await api.get(venderAuthApi.userInfo.path, { token });
    expect(me.body.data).toMatchObject({ account: 'gongyingshang' });
    expect((await api.post(venderAuthApi.logout.path, {}, { token })).body.code).toBe(0);
    expect((await api.get(venderAuthApi.userInfo.path, { token })).status).toBe(401);
  });

  it('lets a company awaiting review sign in, and refuses a frozen one', async () => {
    const pending = await createSupplier(t.db, 'pending');
    const ok = await api.post(venderAuthApi.login.path, { account: pending.account, password: pending.password });
    expect(ok.body.data).toMatchObject({ suppler: { status: 'pending' } });
    const frozen = await createSupplier(t.db, 'frozen');
    const refused = await api.post(venderAuthApi.login.path, { account: frozen.account, password: frozen.password });
    expect(refused.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '账号已被冻结，请联系采购管理部' });
  });

  it.each([
    [{ password: 'x' }, '请输入账号'],
    [{ account: 'gongyingshang' }, '请输入密码'],
    [{ account: '   ', password: 'x' }, '请输入账号'],
  ])('refuses %j with “%s”', async (body, msg) => {
    expect((await api.post(venderAuthApi.login.path, body)).body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
  });
});

describe('POST /api/specialist/login', () => {
  it('signs the demo expert in with the product’s user fields', async () => {
    const reply = await api.post(specialistAuthApi.login.path, { account: 'zhuanjia', password: 'Expert@2026' });
    expect(reply.body).toMatchObject({
      code: 0,
      data: { user: { specialistName: '王工', mobile: '13900000001', deptName: '给排水工程' } },
    });
  });

  it('refuses an expert whose account is disabled, and one with no account by SMS', async () => {
    const disabled = await createSpecialist(t.db, { enabled: false });
    const reply = await api.post(specialistAuthApi.login.path, {
      account: disabled.account,
      password: disabled.password,
    });
    expect(reply.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '账号已停用，请联系采购管理部' });
    const noAccount = await createSpecialist(t.db, { withAccount: false });
    const code = await api.smsCode(noAccount.mobile, 'specialist-login');
    const sms = await api.post(specialistAuthApi.smLogin.path, { mobile: noAccount.mobile, code });
    expect(sms.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '尚未开通专家账号，请联系采购管理部' });
  });

  it('refuses a staff token on specialist calls', async () => {
    const reply = await api.get(specialistAuthApi.userInfo.path, { token: await api.staffToken() });
    expect(reply.status).toBe(401);
  });
});
