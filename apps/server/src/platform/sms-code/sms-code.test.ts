import { ErrorCode, smsCodeApi, specialistAuthApi, staffAuthApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createSpecialist, createStaff, snapshotCounts, uniqueMobile } from '../../../test/factories.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { DAY, MINUTE } from '../../lib/clock.ts';

const { t, api } = useTestApp();

const outboxCount = async (mobile: string) =>
  ((await api.get<unknown[]>(`/api/test/sms?mobile=${mobile}`)).body.data ?? []).length;

describe('POST /api/sendVerCode', () => {
  it('sends a 6-digit code after a correct captcha', async () => {
    const mobile = uniqueMobile();
    const code = await api.smsCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const outbox = await api.get<{ content: string }[]>(`/api/test/sms?mobile=${mobile}`);
    expect(outbox.body.data![0]!.content).toContain('5分钟内有效');
  });

  it.each([
    [{ uuId: '1', verCode: 'abcd' }, '请输入手机号'],
    [{ mobile: '12345', uuId: '1', verCode: 'abcd' }, '请输入正确的11位手机号'],
    [{ mobile: 13800000000, uuId: '1', verCode: 'abcd' }, '手机号格式不正确'],
    [{ mobile: '13800000000', verCode: 'abcd' }, '验证码已失效，请点击图片刷新'],
    [{ mobile: '13800000000', uuId: '1' }, '请输入图形验证码'],
  ])('refuses %j with “%s”', async (body, msg) => {
    const reply = await api.post(smsCodeApi.sendVerCode.path, body);
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
  });

  it('refuses a wrong captcha and sends nothing', async () => {
    const mobile = uniqueMobile();
    const { uuId } = await api.captcha();
    const reply = await api.post(smsCodeApi.sendVerCode.path, { mobile, uuId, verCode: 'zzzz' });
    expect(reply.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '图形验证码错误，请重新输入' });
    expect(await outboxCount(mobile)).toBe(0);
  });

  it('sends at most one code per mobile per 60 seconds, saying how long to wait', async () => {
    const mobile = uniqueMobile();
    await api.smsCode(mobile);
    t.clock.advance(20_000);
    try {
      const again = await api.post(smsCodeApi.sendVerCode.path, { mobile, ...(await api.captcha()) });
      expect(again.body).toEqual({ code: ErrorCode.RULE, msg: '请40秒后重试' });
      expect(await outboxCount(mobile)).toBe(1);
      t.clock.advance(41_000);
      await api.smsCode(mobile);
      expect(await outboxCount(mobile)).toBe(2);
    } finally {
      t.clock.reset();
    }
  });

  it('sends at most 10 codes a day per mobile', async () => {
    const mobile = uniqueMobile();
    // Start at 08:00 China time so the ten sends stay within one day.
    const now = Date.now();
    const chinaMidnight = now - ((now + 8 * 3600_000) % DAY);
    t.clock.advance(chinaMidnight + 8 * 3600_000 + DAY - now);
    try {
      for (let i = 0; i < 10; i++) {
        await api.smsCode(mobile);
        t.clock.advance(61_000);
      }
      const eleventh = await api.post(smsCodeApi.sendVerCode.path, { mobile, ...(await api.captcha()) });
      expect(eleventh.body).toEqual({ code: ErrorCode.RULE, msg: '该手机号今日获取验证码次数已达上限，请明天再试' });
      expect(await outboxCount(mobile)).toBe(10);
      t.clock.advance(DAY);
      await api.smsCode(mobile);
    } finally {
      t.clock.reset();
    }
  });
});

describe('POST /api/smLogin (staff) and /api/specialist/smLogin', () => {
  it('signs a staff user in with mobile and code, once per code', async () => {
    const user = await createStaff(t.db);
    const code = await api.smsCode(user.mobile);
    const reply = await api.post<{ token: string; user: { username: string } }>(staffAuthApi.smLogin.path, {
      mobile: user.mobile,
      code,
    });
    expect(reply.body.code).toBe(0);
    expect(reply.body.msg).toBe('登录成功');
    expect(reply.body.data!.user.username).toBe(user.username);
    const reused = await api.post(staffAuthApi.smLogin.path, { mobile: user.mobile, code });
    expect(reused.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '验证码已失效，请重新获取' });
  });

  it('signs a specialist in with mobile and code, returning the product’s user fields', async () => {
    const expert = await createSpecialist(t.db);
    const code = await api.smsCode(expert.mobile, 'specialist-login');
    const reply = await api.post(specialistAuthApi.smLogin.path, { mobile: expert.mobile, code });
    expect(reply.body.code).toBe(0);
    expect(reply.body.data).toMatchObject({
      user: { specialistName: expert.name, mobile: expert.mobile, deptName: expert.deptName },
    });
  });

  it('refuses a code older than 5 minutes', async () => {
    const user = await createStaff(t.db);
    const code = await api.smsCode(user.mobile);
    t.clock.advance(5 * MINUTE + 1000);
    try {
      const reply = await api.post(staffAuthApi.smLogin.path, { mobile: user.mobile, code });
      expect(reply.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '验证码已失效，请重新获取' });
    } finally {
      t.clock.reset();
    }
  });

  it('allows five tries per code, then the code is dead even when right', async () => {
    const user = await createStaff(t.db);
    const code = await api.smsCode(user.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push((await api.post(staffAuthApi.smLogin.path, { mobile: user.mobile, code: wrong })).body.msg);
    }
    expect(messages).toEqual([
      '验证码错误，还可尝试4次',
      '验证码错误，还可尝试3次',
      '验证码错误，还可尝试2次',
      '验证码错误，还可尝试1次',
      '验证码错误次数过多，请重新获取',
    ]);
    const right = await api.post(staffAuthApi.smLogin.path, { mobile: user.mobile, code });
    expect(right.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '验证码错误次数过多，请重新获取' });
  });

  it('counts each try before comparing: of 30 guesses at once, at most five are compared', async () => {
    const user = await createStaff(t.db);
    const code = await api.smsCode(user.mobile);
    const guesses = Array.from({ length: 29 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    guesses.push(code);
    const replies = await Promise.all(
      guesses.map((c) => api.post(staffAuthApi.smLogin.path, { mobile: user.mobile, code: c })),
    );
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.mobile, user.mobile));
    expect(row!.attempts).toBe(5);
    // Five guesses were compared: four name the tries left (each number once), the fifth says no tries are left,
    // as do all the others, refused without comparing. The right code came last: it was never compared.
    const counted = replies.map((r) => r.body.msg).filter((msg) => msg.startsWith('验证码错误，还可尝试'));
    expect(counted.sort()).toEqual([1, 2, 3, 4].map((n) => `验证码错误，还可尝试${n}次`));
    const rest = replies.filter((r) => !r.body.msg.startsWith('验证码错误，还可尝试'));
    for (const reply of rest) {
      expect(reply.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '验证码错误次数过多，请重新获取' });
    }
  });

  it('refuses a right code for a mobile with no account, and malformed codes', async () => {
    const mobile = uniqueMobile();
    const code = await api.smsCode(mobile);
    const before = await snapshotCounts(t.db);
    const reply = await api.post(staffAuthApi.smLogin.path, { mobile, code });
    expect(reply.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect(reply.body.msg).toContain('未绑定账号');
    for (const bad of ['12345', 'abcdef', '1234567', '']) {
      const r = await api.post(staffAuthApi.smLogin.path, { mobile, code: bad });
      expect(r.body.code).toBe(ErrorCode.INVALID_INPUT);
    }
    expect(await snapshotCounts(t.db)).toEqual(before);
  });
});
