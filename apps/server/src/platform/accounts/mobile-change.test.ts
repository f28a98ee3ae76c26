import { AccountRule, accountApi, ErrorCode, Permission, staffAuthApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createStaff, uniqueMobile } from '../../../test/factories.ts';
import { accountState, outbox, passwordIn, signedInUserAdmin } from '../../../test/kits/accounts.ts';
import { auditLogs, roles, staffUserRoles, staffUsers } from '../../db/schema/index.ts';
import { DAY, MINUTE } from '../../lib/clock.ts';

/**
 * A reset within 24 hours of a mobile change texts the mobile on file before it, and the owner hears
 * of every change of its mobile (on the old one and the new one) or of its roles.
 */
const { t, api } = useTestApp();
let token: string;
let buyerRoleId: number;
beforeAll(async () => {
  token = (await signedInUserAdmin(t.db, api)).token;
  buyerRoleId = (await t.db.select().from(roles).where(eq(roles.name, '采购专员')))[0]!.id;
});
afterEach(() => t.clock.reset());

type Account = Awaited<ReturnType<typeof createStaff>>;
const update = (u: Account, patch: { mobile?: string; roleIds?: number[] } = {}) =>
  api.post(
    accountApi.update.path,
    { id: u.id, name: u.name, mobile: patch.mobile ?? u.mobile, deptId: null, roleIds: patch.roleIds ?? [] },
    { token },
  );
const reset = (id: number) =>
  api.post<{ id: number; mobile: string }>(accountApi.resetPassword.path, { id }, { token });
const listed = async (id: number) =>
  (await api.call(accountApi.list, { pageSize: 100 }, { token })).body.data!.list.find((u) => u.id === id)!;
const roleIdsOf = async (userId: number) =>
  (await t.db.select().from(staffUserRoles).where(eq(staffUserRoles.userId, userId))).map((l) => l.roleId);
const mask = (m: string) => `${m.slice(0, 3)}****${m.slice(-4)}`;

describe('the 24-hour rule of password resets', () => {
  it('texts the password to the mobile on file before a change of the last 24 hours, after that to the new one', async () => {
    const user = await createStaff(t.db);
    const first = user.mobile;
    const second = uniqueMobile();
    const third = uniqueMobile();
    expect((await update(user, { mobile: second })).body.code).toBe(0);
    expect((await update({ ...user, mobile: second }, { mobile: third })).body.code).toBe(0);
    expect(await listed(user.id)).toMatchObject({ mobile: third, passwordSmsTo: first });

    const early = await reset(user.id);
    expect(early.body).toMatchObject({
      code: 0,
      msg: `密码已重置；该账号24小时内更换过手机号，新密码已短信发送到原手机号${mask(first)}`,
      data: { id: user.id, mobile: mask(first) },
    });
    const toFirst = (await outbox(api, first)).filter((m) => m.includes('新密码'));
    expect(toFirst).toHaveLength(1);
    for (const m of [second, third]) expect((await outbox(api, m)).some((s) => s.includes('新密码'))).toBe(false);
    const login = await api.loginStaff(user.username, passwordIn(toFirst[0]!));
    expect(login.body.code, login.body.msg).toBe(0);
    const [line] = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'staffUser.resetPassword'))
      .then((rows) => rows.filter((r) => r.targetId === String(user.id)));
    expect(line!.detail).toMatchObject({ smsTo: mask(first), smsToPreviousMobile: true });

    t.clock.advance(DAY + MINUTE);
    expect(await listed(user.id)).toMatchObject({ passwordSmsTo: third });
    const late = await reset(user.id);
    expect(late.body).toMatchObject({
      code: 0,
      msg: '密码已重置，新密码已短信发送给本人',
      data: { mobile: mask(third) },
    });
    expect((await outbox(api, third)).filter((m) => m.includes('新密码'))).toHaveLength(1);
  });

  it('refuses the reset, changing nothing, when that earlier mobile is now another account’s', async () => {
    const user = await createStaff(t.db);
    const other = await createStaff(t.db);
    const old = user.mobile;
    expect((await update(user, { mobile: uniqueMobile() })).body.code).toBe(0);
    expect((await update(other, { mobile: old })).body.code).toBe(0);
    const before = await accountState(t.db);
    const sent = (await outbox(api, old)).length;
    expect((await reset(user.id)).body).toEqual({ code: ErrorCode.RULE, msg: AccountRule.PREVIOUS_MOBILE_TAKEN });
    expect(await accountState(t.db)).toEqual(before);
    expect(await outbox(api, old)).toHaveLength(sent);
  });

  it('refuses it while the mobile was entered less than 24 hours ago where none was on file (the first administrator)', async () => {
    const user = await createStaff(t.db);
    await t.db.update(staffUsers).set({ mobile: '' }).where(eq(staffUsers.id, user.id));
    const mobile = uniqueMobile();
    expect((await update({ ...user, mobile: '' }, { mobile })).body.code).toBe(0);
    expect(await outbox(api, mobile)).toEqual([
      `【水务集团电子采购】${user.name}您好，您的管理端账号${user.username}已登记手机号${mask(mobile)}。如非您本人知悉的变更，请立即联系系统管理员。`,
    ]);
    expect((await listed(user.id)).refusals).toEqual({ resetPassword: AccountRule.PREVIOUS_MOBILE_NONE });
    const before = await accountState(t.db);
    expect((await reset(user.id)).body).toEqual({ code: ErrorCode.RULE, msg: AccountRule.PREVIOUS_MOBILE_NONE });
    expect(await accountState(t.db)).toEqual(before);
    t.clock.advance(DAY + MINUTE);
    expect((await reset(user.id)).body.code).toBe(0);
  });
});

describe('SMS sign-in after a mobile change', () => {
  it('is refused for 24 hours on the new mobile (the password still works), then allowed', async () => {
    const user = await createStaff(t.db, { perms: [Permission.analysis] });
    const mobile = uniqueMobile();
    expect((await update(user, { mobile, roleIds: await roleIdsOf(user.id) })).body.code).toBe(0);
    const before = await accountState(t.db);
    const early = await api.post(staffAuthApi.smLogin.path, { mobile, code: await api.smsCode(mobile) });
    expect(early.body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: AccountRule.SMS_SIGN_IN_AFTER_MOBILE_CHANGE });
    expect((await accountState(t.db)).revoked).toBe(before.revoked);
    expect((await api.loginStaff(user.username, user.password)).body.code).toBe(0);

    t.clock.advance(DAY + MINUTE);
    const late = await api.post(staffAuthApi.smLogin.path, { mobile, code: await api.smsCode(mobile) });
    expect(late.body.code, late.body.msg).toBe(0);
  });
});

describe('the owner is told', () => {
  it('of a mobile change, on the old mobile and on the new one', async () => {
    const user = await createStaff(t.db);
    const mobile = uniqueMobile();
    expect((await update(user, { mobile })).body).toMatchObject({ code: 0, msg: '操作成功' });
    const text = `【水务集团电子采购】${user.name}您好，您的管理端账号${user.username}绑定手机号已由${mask(user.mobile)}改为${mask(mobile)}。如非您本人知悉的变更，请立即联系系统管理员。`;
    expect(await outbox(api, user.mobile)).toEqual([text]);
    expect(await outbox(api, mobile)).toEqual([text]);
  });

  it('of a change of roles, and of nothing when neither changed', async () => {
    const user = await createStaff(t.db, { perms: [Permission.analysis] });
    expect((await update(user, { roleIds: [buyerRoleId] })).body.code).toBe(0);
    expect(await outbox(api, user.mobile)).toEqual([
      `【水务集团电子采购】${user.name}您好，您的管理端账号${user.username}角色已变更为：采购专员。如非您本人知悉的变更，请立即联系系统管理员。`,
    ]);
    expect((await update({ ...user, name: '只改姓名' } as Account, { roleIds: [buyerRoleId] })).body.code).toBe(0);
    expect(await outbox(api, user.mobile)).toHaveLength(1);
  });

  it('when the notice cannot be sent the change stands, is audited, and the administrator is asked to tell', async () => {
    const user = await createStaff(t.db);
    const mobile = uniqueMobile();
    const sms = t.app.deps.sms;
    const send = sms.send;
    sms.send = async () => {
      throw new Error('gateway down');
    };
    try {
      const reply = await update(user, { mobile });
      expect(reply.body).toEqual({ code: 0, msg: '保存成功，但通知本人的短信发送失败，请另行告知本人' });
    } finally {
      sms.send = send;
    }
    expect(await listed(user.id)).toMatchObject({ mobile, passwordSmsTo: user.mobile });
    const lines = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(user.id)));
    expect(lines.map((l) => [l.action, l.detail])).toEqual([
      ['staffUser.update', expect.objectContaining({ previousMobile: mask(user.mobile), mobile: mask(mobile) })],
    ]);
    expect(JSON.stringify(lines)).not.toContain(mobile);
  });
});
