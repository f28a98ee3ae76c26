import { ErrorCode, supplierApi, venderAuthApi } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, uniqueMobile } from '../../../test/factories.ts';
import { registeredCompany, supplierSmsCode } from '../../../test/kits/suppliers.ts';
import { auditLogs, suppliers } from '../../db/schema/index.ts';
import { MINUTE } from '../../lib/clock.ts';
import { verifyPassword } from '../../lib/crypto.ts';

const { t, api } = useTestApp();

const NEW_PASSWORD = 'Xinmima2027';

const passwordHash = async (id: number) =>
  (await t.db.select({ h: suppliers.passwordHash }).from(suppliers).where(eq(suppliers.id, id)))[0]!.h;

describe('POST /api/suppler/findPassword', () => {
  it('sets the new password and signs out every session of the company', async () => {
    const company = await registeredCompany(t.app, api);
    const second = await api.post<{ token: string }>(venderAuthApi.login.path, {
      account: company.form.account,
      password: company.form.password,
    });
    const tokens = [company.token, second.body.data!.token];
    for (const token of tokens) expect((await api.get(supplierApi.info.path, { token })).status).toBe(200);

    const smsCode = await supplierSmsCode(api, company.form.mobile, 'find-password');
    const reply = await api.post(supplierApi.findPassword.path, {
      mobile: company.form.mobile,
      smsCode,
      newPassword: NEW_PASSWORD,
    });
    expect(reply.body).toEqual({ code: 0, msg: '密码已重置，请使用新密码登录' });

    for (const token of tokens) expect((await api.get(supplierApi.info.path, { token })).status).toBe(401);
    const old = await api.post(venderAuthApi.login.path, {
      account: company.form.account,
      password: company.form.password,
    });
    expect(old.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    const fresh = await api.post(venderAuthApi.login.path, { account: company.form.account, password: NEW_PASSWORD });
    expect(fresh.body.code).toBe(0);
    expect(await auditActions(t.db, 'vender', company.id)).toContain('auth.password_reset');
    const [line] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'auth.password_reset'), eq(auditLogs.targetId, String(company.id))));
    expect(line).toMatchObject({ actorRole: 'vender', actorId: String(company.id), ip: '127.0.0.1' });
  });

  it('refuses a wrong code and a weak password, changing nothing', async () => {
    const company = await registeredCompany(t.app, api);
    const before = await passwordHash(company.id);
    const code = await supplierSmsCode(api, company.form.mobile, 'find-password');
    const wrong = code === '000000' ? '111111' : '000000';
    const mobile = company.form.mobile;
    expect(
      (await api.post(supplierApi.findPassword.path, { mobile, smsCode: wrong, newPassword: NEW_PASSWORD })).body,
    ).toEqual({
      code: ErrorCode.BAD_CREDENTIALS,
      msg: '验证码错误，还可尝试4次',
    });
    expect(
      (await api.post(supplierApi.findPassword.path, { mobile, smsCode: code, newPassword: 'abcdefgh' })).body,
    ).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg: '新密码须同时包含字母和数字',
    });
    expect(await passwordHash(company.id)).toBe(before);
    expect((await api.get(supplierApi.info.path, { token: company.token })).status).toBe(200);
  });

  it('refuses a used, an expired and another purpose’s code, changing nothing', async () => {
    const company = await registeredCompany(t.app, api);
    const mobile = company.form.mobile;
    const reset = (smsCode: string, newPassword = NEW_PASSWORD) =>
      api.post(supplierApi.findPassword.path, { mobile, smsCode, newPassword });
    const gone = { code: ErrorCode.BAD_CREDENTIALS, msg: '验证码已失效，请重新获取' };

    const used = await supplierSmsCode(api, mobile, 'find-password');
    expect((await reset(used)).body.code).toBe(0);
    const after = await passwordHash(company.id);
    expect((await reset(used, 'Another2028')).body).toEqual(gone);

    // A code sent for another purpose (the staff SMS sign-in) proves the phone for that purpose only.
    const staffCode = await api.smsCode(mobile);
    expect((await reset(staffCode, 'Another2028')).body).toEqual(gone);

    t.clock.advance(5 * MINUTE + 1000);
    try {
      const late = await supplierSmsCode(api, mobile, 'find-password');
      t.clock.advance(5 * MINUTE + 1000);
      expect((await reset(late, 'Another2028')).body).toEqual(gone);
    } finally {
      t.clock.reset();
    }
    expect(await passwordHash(company.id)).toBe(after);
  });

  it('lets one of six requests racing with the same code set the password; the others change nothing', async () => {
    const company = await registeredCompany(t.app, api);
    const smsCode = await supplierSmsCode(api, company.form.mobile, 'find-password');
    const passwords = Array.from({ length: 6 }, (_, i) => `Bingfa${i}2027`);
    const replies = await Promise.all(
      passwords.map((newPassword) =>
        api.post(supplierApi.findPassword.path, { mobile: company.form.mobile, smsCode, newPassword }),
      ),
    );
    const winners = passwords.filter((_, i) => replies[i]!.body.code === 0);
    expect(winners).toHaveLength(1);
    for (const reply of replies.filter((r) => r.body.code !== 0)) {
      expect(reply.body.code, reply.body.msg).toBe(ErrorCode.BAD_CREDENTIALS);
    }
    // The winner's password is the one stored, and the reset was written once.
    const stored = await passwordHash(company.id);
    for (const password of passwords)
      expect(await verifyPassword(password, stored), password).toBe(password === winners[0]);
    const resets = (await auditActions(t.db, 'vender', company.id)).filter((a) => a === 'auth.password_reset');
    expect(resets).toHaveLength(1);
  });

  it('answers an unknown mobile as it answers a wrong code, so it tells nobody which mobiles are registered', async () => {
    const unknown = uniqueMobile();
    await api.post(supplierApi.sendVerCode.path, {
      mobile: unknown,
      ...(await api.captcha()),
      purpose: 'find-password',
    });
    const company = await registeredCompany(t.app, api);
    await supplierSmsCode(api, company.form.mobile, 'find-password');
    const guess = (mobile: string) =>
      api.post(supplierApi.findPassword.path, { mobile, smsCode: '123456', newPassword: NEW_PASSWORD });
    // A guess could hit the real code one time in a million: that case is not this test's.
    const [known, stranger] = [await guess(company.form.mobile), await guess(unknown)];
    if (known.body.code !== 0) expect(stranger.body).toEqual(known.body);
    // No code at all (never asked for): the same answer as a spent code.
    expect((await guess(uniqueMobile())).body).toEqual({
      code: ErrorCode.BAD_CREDENTIALS,
      msg: '验证码已失效，请重新获取',
    });
  });
});
