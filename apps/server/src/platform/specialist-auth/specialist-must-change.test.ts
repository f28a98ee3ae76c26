import { ErrorCode, ok, specialistApi, specialistAuthApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createSpecialist, staffTokenWith } from '../../../test/factories.ts';
import { specialists } from '../../db/schema/index.ts';

/**
 * A password staff had sent by SMS (开通账号, 重置密码) must be replaced at the expert's next sign-in, as a
 * staff initial password is (csflg). Until then only who-am-I, the password change and logout answer.
 */

const PROBE = '/api/specialist/probe-must-change';

let manager: string;
const { t, api } = useTestApp({
  // Stands for every expert call to come (在线评标 …): a plain specialist route.
  extend: (app) => app.post(PROBE, { config: { access: { role: 'specialist' } } }, async () => ok({ reached: true })),
});
beforeAll(async () => {
  manager = await staffTokenWith(t.db, api, ['system:specialist']);
});

const smsPassword = async (mobile: string) => {
  const outbox = await api.get<{ content: string }[]>(`/api/test/sms?mobile=${mobile}`);
  return outbox.body.data![0]!.content.match(/(?:初始密码|新密码)：([A-Za-z0-9]+)/)![1]!;
};
const signIn = (account: string, password: string) =>
  api.post<{ token: string; csflg?: boolean }>(specialistAuthApi.login.path, { account, password });
const flagOf = async (id: number) =>
  (await t.db.select().from(specialists).where(eq(specialists.id, id)))[0]!.mustChangePassword;

describe('an expert signing in with a password sent by SMS', () => {
  it('after 开通账号: csflg, every other call refused until the password is changed, which clears it', async () => {
    const expert = await createSpecialist(t.db, { withAccount: false });
    const account = `mc${Date.now().toString(36)}`;
    const created = await api.post(specialistApi.createAccount.path, { id: expert.id, account }, { token: manager });
    expect(created.body.code, created.body.msg).toBe(0);
    expect(await flagOf(expert.id)).toBe(true);
    const initial = await smsPassword(expert.mobile);

    const login = await signIn(account, initial);
    expect(login.body.code, login.body.msg).toBe(0);
    expect(login.body.data!.csflg).toBe(true);
    const token = login.body.data!.token;

    const probe = await api.post(PROBE, {}, { token });
    expect(probe.status).toBe(403);
    expect(probe.body).toEqual({ code: ErrorCode.MUST_CHANGE_PASSWORD, msg: '请先修改初始密码' });
    const info = await api.get<{ csflg?: boolean }>(specialistAuthApi.userInfo.path, { token });
    expect(info.body).toMatchObject({ code: 0, data: { csflg: true } });

    const changed = await api.post(
      specialistAuthApi.modifyPassword.path,
      { oldpassword: initial, newpassword: 'MyOwn2026x' },
      { token },
    );
    expect(changed.body.code, changed.body.msg).toBe(0);
    expect(await flagOf(expert.id)).toBe(false);

    const again = await signIn(account, 'MyOwn2026x');
    expect(again.body.code).toBe(0);
    expect(again.body.data!.csflg).toBeUndefined();
    expect((await api.post(PROBE, {}, { token: again.body.data!.token })).body).toEqual({
      code: 0,
      msg: '操作成功',
      data: { reached: true },
    });
  });

  it('after 重置密码 the flag is set again; logout stays allowed while it is', async () => {
    const expert = await createSpecialist(t.db);
    expect(await flagOf(expert.id)).toBe(false);
    expect((await api.post(specialistApi.resetPassword.path, { id: expert.id }, { token: manager })).body.code).toBe(0);
    expect(await flagOf(expert.id)).toBe(true);

    const login = await signIn(expert.account!, await smsPassword(expert.mobile));
    expect(login.body.data!.csflg).toBe(true);
    const token = login.body.data!.token;
    expect((await api.post(PROBE, {}, { token })).body.code).toBe(ErrorCode.MUST_CHANGE_PASSWORD);
    expect((await api.post(specialistAuthApi.logout.path, {}, { token })).body.code).toBe(0);
    expect((await api.get(specialistAuthApi.userInfo.path, { token })).status).toBe(401);
  });

  it('an expert who chose their own password is not asked again, and a reset whose SMS fails leaves it so', async () => {
    const expert = await createSpecialist(t.db);
    const login = await signIn(expert.account!, expert.password);
    expect(login.body.data!.csflg).toBeUndefined();
    expect((await api.post(PROBE, {}, { token: login.body.data!.token })).body.code).toBe(0);

    const sms = t.app.deps.sms;
    const send = sms.send;
    sms.send = async () => {
      throw new Error('gateway down');
    };
    try {
      const reset = await api.post(specialistApi.resetPassword.path, { id: expert.id }, { token: manager });
      expect(reset.body.code).toBe(ErrorCode.RULE);
    } finally {
      sms.send = send;
    }
    expect(await flagOf(expert.id)).toBe(false);
    expect((await signIn(expert.account!, expert.password)).body.data!.csflg).toBeUndefined();
  });
});
