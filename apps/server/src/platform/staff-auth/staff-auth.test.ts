import { ALL_PERMISSIONS, ErrorCode, Permission, staffAuthApi, venderAuthApi } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createStaff, snapshotCounts } from '../../../test/factories.ts';
import { MINUTE } from '../../lib/clock.ts';

const { t, api } = useTestApp();

describe('POST /api/login', () => {
  it('signs in with account, password and captcha, returning the product’s user fields', async () => {
    const reply = await api.loginStaff('admin', 'Admin@2026');
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(0);
    expect(reply.body.msg).toBe('登录成功');
    expect(reply.body.data).toMatchObject({
      user: { name: '系统管理员', username: 'admin', mobile: '13800000000', deptName: '采购管理部' },
    });
    const data = reply.body.data as { token: string; csflg?: boolean; expiresAt: number };
    expect(data.token.length).toBeGreaterThanOrEqual(43);
    expect(data.csflg).toBeUndefined();
    expect(data.expiresAt - Date.now()).toBeGreaterThan(7 * 24 * 60 * MINUTE - MINUTE);
  });

  it.each([
    [{}, '请输入账号'],
    [{ account: '', password: 'x', uuId: '1', verCode: 'abcd' }, '请输入账号'],
    [{ account: 'admin', uuId: '1', verCode: 'abcd' }, '请输入密码'],
    [{ account: 'admin', password: 'x', uuId: '1' }, '请输入图形验证码'],
    [{ account: 123, password: 'x', uuId: '1', verCode: 'abcd' }, '账号格式不正确'],
    [{ account: 'a'.repeat(51), password: 'x', uuId: '1', verCode: 'abcd' }, '账号不能超过50个字符'],
    [{ account: 'admin', password: 'x'.repeat(65), uuId: '1', verCode: 'abcd' }, '密码不能超过64个字符'],
  ])('refuses %j with “%s” and changes nothing', async (body, msg) => {
    const before = await snapshotCounts(t.db);
    const reply = await api.post(staffAuthApi.login.path, body);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    expect(await snapshotCounts(t.db)).toEqual(before);
  });

  it('refuses malformed JSON and a non-object body with a message, not a 500', async () => {
    for (const payload of ['{"account":', '[1,2]', '"text"']) {
      const reply = await api.post(staffAuthApi.login.path, payload);
      expect(reply.status).toBe(200);
      expect(reply.body.code).toBe(ErrorCode.INVALID_INPUT);
      expect(reply.body.msg).toMatch(/请求数据格式不正确|请输入账号/);
    }
  });

  it('refuses a wrong captcha, and the captcha cannot be tried twice', async () => {
    const captcha = await api.captcha();
    const wrong = await api.post(staffAuthApi.login.path, {
      account: 'admin',
      password: 'Admin@2026',
      uuId: captcha.uuId,
      verCode: 'zzzz',
    });
    expect(wrong.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '图形验证码错误，请重新输入' });
    const retry = await api.post(staffAuthApi.login.path, { account: 'admin', password: 'Admin@2026', ...captcha });
    expect(retry.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '图形验证码已过期，请点击图片刷新' });
  });

  it('accepts the captcha answer case-insensitively but only once', async () => {
    const captcha = await api.captcha();
    const body = {
      account: 'admin',
      password: 'Admin@2026',
      uuId: captcha.uuId,
      verCode: captcha.verCode.toUpperCase(),
    };
    expect((await api.post(staffAuthApi.login.path, body)).body.code).toBe(0);
    expect((await api.post(staffAuthApi.login.path, body)).body.code).toBe(ErrorCode.BAD_CREDENTIALS);
  });

  it('refuses a captcha older than 5 minutes', async () => {
    const captcha = await api.captcha();
    t.clock.advance(5 * MINUTE + 1000);
    try {
      const reply = await api.post(staffAuthApi.login.path, { account: 'admin', password: 'Admin@2026', ...captcha });
      expect(reply.body.msg).toBe('图形验证码已过期，请点击图片刷新');
    } finally {
      t.clock.reset();
    }
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const user = await createStaff(t.db);
    const wrong = await api.loginStaff(user.username, 'Wrong-pass1');
    const unknown = await api.loginStaff(`nobody_${user.username}`, 'Wrong-pass1');
    expect(wrong.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '账号或密码错误，再错4次账号将被锁定15分钟' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('locks the account for 15 minutes after five wrong passwords, and says the same for unknown accounts', async () => {
    const user = await createStaff(t.db);
    for (let i = 0; i < 4; i++) {
      expect((await api.loginStaff(user.username, 'Wrong-pass1')).body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    }
    const fifth = await api.loginStaff(user.username, 'Wrong-pass1');
    expect(fifth.body).toEqual({ code: ErrorCode.LOCKED, msg: '密码错误次数过多，账号已锁定，请15分钟后再试' });
    const correctButLocked = await api.loginStaff(user.username, user.password);
    expect(correctButLocked.body.code).toBe(ErrorCode.LOCKED);
    expect(await auditActions(t.db, 'staff', user.username.toLowerCase() as unknown as number)).toEqual([
      'auth.lockout',
    ]);

    const ghost = `ghost_${user.username}`;
    for (let i = 0; i < 5; i++) await api.loginStaff(ghost, 'Wrong-pass1');
    expect((await api.loginStaff(ghost, 'Wrong-pass1')).body).toEqual({
      code: ErrorCode.LOCKED,
      msg: '密码错误次数过多，账号已锁定，请15分钟后再试',
    });

    t.clock.advance(15 * MINUTE + 1000);
    try {
      expect((await api.loginStaff(user.username, user.password)).body.code).toBe(0);
    } finally {
      t.clock.reset();
    }
  });

  it('does not count wrong passwords older than 15 minutes', async () => {
    const user = await createStaff(t.db);
    for (let i = 0; i < 4; i++) await api.loginStaff(user.username, 'Wrong-pass1');
    t.clock.advance(16 * MINUTE);
    try {
      const reply = await api.loginStaff(user.username, 'Wrong-pass1');
      expect(reply.body.msg).toBe('账号或密码错误，再错4次账号将被锁定15分钟');
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a disabled account only after the right password', async () => {
    const user = await createStaff(t.db, { enabled: false });
    expect((await api.loginStaff(user.username, 'Wrong-pass1')).body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect((await api.loginStaff(user.username, user.password)).body).toEqual({
      code: ErrorCode.BAD_CREDENTIALS,
      msg: '账号已停用，请联系管理员',
    });
  });

  it('writes the sign-in to the audit log with the IP', async () => {
    const user = await createStaff(t.db);
    await api.loginStaff(user.username, user.password);
    expect(await auditActions(t.db, 'staff', user.id)).toEqual(['auth.login']);
  });
});

describe('POST /api/getAuth and GET /api/getUserInfo', () => {
  it('lists every permission for the administrator and only the role’s for caigou', async () => {
    const admin = await api.post<{ perms: string[] }>(staffAuthApi.getAuth.path, undefined, {
      token: await api.staffToken(),
    });
    expect(admin.body.code).toBe(0);
    expect(admin.body.data!.perms).toEqual([...ALL_PERMISSIONS].sort());
    const buyer = await api.post<{ perms: string[] }>(staffAuthApi.getAuth.path, {}, { token: await api.buyerToken() });
    expect(buyer.body.data!.perms).toEqual([Permission.project, Permission.specialist].sort());
  });

  it('answers who am I', async () => {
    const reply = await api.get(staffAuthApi.userInfo.path, { token: await api.staffToken() });
    expect(reply.body.data).toEqual({
      name: '系统管理员',
      username: 'admin',
      mobile: '13800000000',
      deptName: '采购管理部',
    });
  });

  it('refuses without a token, with a made-up token and with another area’s token (401)', async () => {
    const supplier = await api.post<{ token: string }>(venderAuthApi.login.path, {
      account: 'gongyingshang',
      password: 'Vender@2026',
    });
    for (const token of [undefined, 'made-up-token', supplier.body.data!.token]) {
      const reply = await api.post(staffAuthApi.getAuth.path, {}, { token });
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ code: 401, msg: '登录已失效，请重新登录' });
    }
  });

  it('expires a staff token 7 days after login', async () => {
    const token = await api.staffToken();
    t.clock.advance(7 * 24 * 60 * MINUTE - MINUTE);
    try {
      expect((await api.post(staffAuthApi.getAuth.path, {}, { token })).status).toBe(200);
      t.clock.advance(2 * MINUTE);
      expect((await api.post(staffAuthApi.getAuth.path, {}, { token })).status).toBe(401);
    } finally {
      t.clock.reset();
    }
  });
});

describe('POST /api/logout', () => {
  it('revokes the token and logs the sign-out', async () => {
    const user = await createStaff(t.db);
    const token = await api.staffToken(user.username, user.password);
    expect((await api.post(staffAuthApi.logout.path, {}, { token })).body.code).toBe(0);
    expect((await api.post(staffAuthApi.getAuth.path, {}, { token })).status).toBe(401);
    expect(await auditActions(t.db, 'staff', user.id)).toEqual(['auth.login', 'auth.logout']);
  });
});
