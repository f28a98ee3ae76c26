import { ErrorCode, newPasswordRule, specialistApi, specialistAuthApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createSpecialist } from '../../../test/factories.ts';
import { poolCounts, specialistManagerToken, withDemoExperts } from '../../../test/kits/specialists.ts';
import { auditLogs, specialists } from '../../db/schema/index.ts';

let token: string;
const { t, api } = useTestApp();
beforeAll(async () => {
  await withDemoExperts(t);
  token = await specialistManagerToken(t.db, api);
});

const outbox = async (mobile: string) =>
  (await api.get<{ content: string }[]>(`/api/test/sms?mobile=${mobile}`)).body.data!.map((m) => m.content);

const specialistLogin = (account: string, password: string) =>
  api.post<{ token: string }>(specialistAuthApi.login.path, { account, password });

/** An expert in the pool without a login yet. */
const expertWithoutAccount = () => createSpecialist(t.db, { withAccount: false });

let seq = 0;
const accountName = () => `zj${Date.now().toString(36)}${seq++}`;

describe('createAccount', () => {
  it('creates the login, texts account and password to the expert, and the expert can sign in with them', async () => {
    const expert = await expertWithoutAccount();
    const account = accountName();
    const reply = await api.post(specialistApi.createAccount.path, { id: expert.id, account }, { token });
    expect(reply.body).toEqual({
      code: 0,
      msg: '专家账号已开通，账号和初始密码已短信发送给专家',
      data: { account, mobile: `${expert.mobile.slice(0, 3)}****${expert.mobile.slice(-4)}` },
    });

    const [sms] = await outbox(expert.mobile);
    expect(sms).toContain(`账号：${account}`);
    expect(sms).toContain('/specialist');
    const password = sms!.match(/初始密码：([A-Za-z0-9]+)/)![1]!;
    expect(password).toHaveLength(10);
    expect(newPasswordRule.safeParse(password).success).toBe(true);

    const login = await specialistLogin(account, password);
    expect(login.body.code, login.body.msg).toBe(0);
    expect(await auditActions(t.db, 'specialist', expert.id)).toEqual(['specialist.createAccount', 'auth.login']);
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(expert.id)));
    expect(JSON.stringify(logs)).not.toContain(password);
  });

  it('refuses a second login for the same expert and an account name already taken', async () => {
    const expert = await expertWithoutAccount();
    const account = accountName();
    expect((await api.post(specialistApi.createAccount.path, { id: expert.id, account }, { token })).body.code).toBe(0);
    const other = await expertWithoutAccount();
    const before = await poolCounts(t.db);
    const again = await api.post(
      specialistApi.createAccount.path,
      { id: expert.id, account: accountName() },
      { token },
    );
    expect(again.body).toEqual({ code: ErrorCode.RULE, msg: '该专家已开通账号' });

    for (const taken of [account, 'zhuanjia', 'ZhuanJia']) {
      const reply = await api.post(specialistApi.createAccount.path, { id: other.id, account: taken }, { token });
      expect(reply.body).toEqual({ code: ErrorCode.RULE, msg: '账号已存在' });
    }
    expect(await poolCounts(t.db)).toEqual(before);
    expect(await outbox(other.mobile)).toEqual([]);
  });

  it.each([
    [{ account: '' }, '请输入账号'],
    [{ account: '1abc' }, '账号须以字母开头，由4-30位字母、数字或下划线组成'],
    [{ account: 'ab' }, '账号须以字母开头，由4-30位字母、数字或下划线组成'],
    [{ account: 'zhang san' }, '账号须以字母开头，由4-30位字母、数字或下划线组成'],
    [{ account: 'a'.repeat(31) }, '账号不能超过30个字符'],
  ])('refuses %j with “%s”', async (body, msg) => {
    const expert = await expertWithoutAccount();
    const before = await poolCounts(t.db);
    expect((await api.post(specialistApi.createAccount.path, { id: expert.id, ...body }, { token })).body).toEqual({
      code: ErrorCode.INVALID_INPUT,
      msg,
    });
    expect(await poolCounts(t.db)).toEqual(before);
  });

  it('refuses an unknown expert', async () => {
    const reply = await api.post(specialistApi.createAccount.path, { id: 999999, account: accountName() }, { token });
    expect(reply.body).toEqual({ code: ErrorCode.NOT_FOUND, msg: '专家不存在' });
  });

  it('withdraws the login when the SMS cannot be sent, so no account has a password nobody knows', async () => {
    const expert = await expertWithoutAccount();
    const sms = t.app.deps.sms;
    const send = sms.send;
    sms.send = async () => {
      throw new Error('gateway down');
    };
    try {
      const reply = await api.post(
        specialistApi.createAccount.path,
        { id: expert.id, account: accountName() },
        { token },
      );
      expect(reply.body).toEqual({ code: ErrorCode.RULE, msg: '短信发送失败，专家账号未开通，请稍后重试' });
    } finally {
      sms.send = send;
    }
    const [row] = await t.db.select().from(specialists).where(eq(specialists.id, expert.id));
    expect(row).toMatchObject({ account: null, passwordHash: expert.passwordHash });
    expect(await auditActions(t.db, 'specialist', expert.id)).toEqual([
      'specialist.createAccount',
      'specialist.createAccountWithdrawn',
    ]);
  });
});

describe('resetPassword', () => {
  it('texts a new password, ends the expert’s sessions, and only the new password works', async () => {
    const expert = await createSpecialist(t.db);
    const session = await specialistLogin(expert.account!, expert.password);
    expect(session.body.code).toBe(0);

    const reply = await api.post(specialistApi.resetPassword.path, { id: expert.id }, { token });
    expect(reply.body).toMatchObject({ code: 0, msg: '密码已重置，新密码已短信发送给专家' });
    const [sms] = await outbox(expert.mobile);
    expect(sms).toContain(`账号：${expert.account}`);
    const password = sms!.match(/新密码：([A-Za-z0-9]+)/)![1]!;

    const probe = await api.get(specialistAuthApi.userInfo.path, { token: session.body.data!.token });
    expect(probe.status).toBe(401);
    expect((await specialistLogin(expert.account!, expert.password)).body.code).toBe(ErrorCode.BAD_CREDENTIALS);
    expect((await specialistLogin(expert.account!, password)).body.code).toBe(0);
    expect(await auditActions(t.db, 'specialist', expert.id)).toContain('specialist.resetPassword');
  });

  it('refuses an expert without a login', async () => {
    const expert = await expertWithoutAccount();
    expect((await api.post(specialistApi.resetPassword.path, { id: expert.id }, { token })).body).toEqual({
      code: ErrorCode.RULE,
      msg: '该专家尚未开通账号',
    });
  });

  it('keeps the old password when the SMS cannot be sent', async () => {
    const expert = await createSpecialist(t.db);
    const sms = t.app.deps.sms;
    const send = sms.send;
    sms.send = async () => {
      throw new Error('gateway down');
    };
    try {
      expect((await api.post(specialistApi.resetPassword.path, { id: expert.id }, { token })).body).toEqual({
        code: ErrorCode.RULE,
        msg: '短信发送失败，密码未重置，请稍后重试',
      });
    } finally {
      sms.send = send;
    }
    expect((await specialistLogin(expert.account!, expert.password)).body.code).toBe(0);
  });
});
