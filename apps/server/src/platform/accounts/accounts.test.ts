import { AccountRule, accountApi, ErrorCode, newPasswordRule, Permission, roleApi, staffAuthApi } from '@swp/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { auditActions, createStaff, uniqueMobile } from '../../../test/factories.ts';
import {
  accountState,
  enabledOf,
  outbox,
  passwordIn,
  signedInUserAdmin,
  tokenWorks,
} from '../../../test/kits/accounts.ts';
import { auditLogs, departments, roles } from '../../db/schema/index.ts';

const { t, api } = useTestApp();
let admin: Awaited<ReturnType<typeof signedInUserAdmin>>;
let buyerRoleId: number;
let deptId: number;
beforeAll(async () => {
  admin = await signedInUserAdmin(t.db, api);
  const [role] = await t.db
    .insert(roles)
    .values({ name: '测试采购员', perms: [Permission.project] })
    .returning();
  buyerRoleId = role!.id;
  const [dept] = await t.db.select().from(departments).limit(1);
  deptId = dept!.id;
});

let seq = 0;
const newAccount = () => ({
  username: `zh${Date.now().toString(36)}${seq++}`,
  name: '王测试',
  mobile: uniqueMobile(),
  deptId,
  roleIds: [buyerRoleId],
});

const create = (body: object, token = admin.token) => api.post<{ id: number }>(accountApi.create.path, body, { token });

describe('who may manage accounts', () => {
  const calls = [...Object.values(accountApi), ...Object.values(roleApi)];
  // The access check comes before the input's: an empty query or body is enough.
  const send = (endpoint: (typeof calls)[number], token?: string) =>
    endpoint.method === 'GET' ? api.get(endpoint.path, { token }) : api.post(endpoint.path, {}, { token });

  it('answers 401 without a token and 403 to staff without 账号管理, and changes nothing', async () => {
    const buyer = await createStaff(t.db, { perms: [Permission.project, Permission.specialist] });
    const buyerToken = await api.staffToken(buyer.username, buyer.password);
    const before = await accountState(t.db);
    for (const endpoint of calls) {
      expect((await send(endpoint)).status, endpoint.path).toBe(401);
      expect((await send(endpoint, buyerToken)).status, endpoint.path).toBe(403);
    }
    const valid = newAccount();
    expect((await create(valid, buyerToken)).status).toBe(403);
    expect(await accountState(t.db)).toEqual(before);
    expect(await outbox(api, valid.mobile)).toEqual([]);
  });
});

describe('create', () => {
  it('creates the account, texts a random password, and the user must change it at sign-in (csflg)', async () => {
    const input = newAccount();
    const reply = await create(input);
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.msg).toBe('账号已创建，账号和初始密码已短信发送给本人');
    const id = reply.body.data!.id;

    const [sms] = await outbox(api, input.mobile);
    expect(sms).toContain(`账号：${input.username}`);
    const password = passwordIn(sms!);
    expect(newPasswordRule.safeParse(password).success).toBe(true);

    const login = await api.loginStaff(input.username, password);
    expect(login.body.data?.csflg).toBe(true);
    const auth = await api.post<{ perms: string[] }>(staffAuthApi.getAuth.path, {}, { token: login.body.data!.token });
    expect(JSON.stringify(auth.body.data)).toContain(Permission.project);

    const list = await api.call(accountApi.list, { keyword: input.username }, { token: admin.token });
    expect(list.body.data!.list).toMatchObject([
      { id, username: input.username, deptId, roles: [{ id: buyerRoleId, name: '测试采购员' }], enabled: true },
    ]);
    expect(list.body.data!.list[0]).toMatchObject({ mustChangePassword: true });

    expect(await auditActions(t.db, 'staffUser', id)).toEqual(['staffUser.create']);
    const logs = await t.db.select().from(auditLogs);
    expect(JSON.stringify(logs)).not.toContain(password);
    expect(JSON.stringify(logs)).not.toContain(input.mobile);
  });

  it('refuses a taken account (any case), a taken mobile, an unknown department or role, and changes nothing', async () => {
    const first = newAccount();
    expect((await create(first)).body.code).toBe(0);
    const cases: [object, string][] = [
      [{ ...newAccount(), username: first.username }, AccountRule.ACCOUNT_TAKEN],
      [{ ...newAccount(), username: first.username.toUpperCase() }, AccountRule.ACCOUNT_TAKEN],
      [{ ...newAccount(), username: 'admin' }, AccountRule.ACCOUNT_TAKEN],
      [{ ...newAccount(), mobile: first.mobile }, AccountRule.MOBILE_TAKEN],
      [{ ...newAccount(), deptId: 99999 }, AccountRule.DEPT_NOT_FOUND],
      [{ ...newAccount(), roleIds: [buyerRoleId, 99999] }, AccountRule.ROLE_NOT_FOUND],
    ];
    const before = await accountState(t.db);
    for (const [body, msg] of cases) {
      expect((await create(body)).body, msg).toEqual({ code: ErrorCode.RULE, msg });
    }
    expect(await accountState(t.db)).toEqual(before);
  });

  it('of two requests at once for one account name (in any case), or for one mobile, exactly one succeeds', async () => {
    const first = newAccount();
    for (const [other, msg] of [
      [{ ...newAccount(), username: first.username.toUpperCase() }, AccountRule.ACCOUNT_TAKEN],
      [{ ...newAccount(), mobile: uniqueMobile() }, AccountRule.MOBILE_TAKEN],
    ] as const) {
      const one = msg === AccountRule.MOBILE_TAKEN ? { ...newAccount(), mobile: other.mobile } : first;
      const replies = await Promise.all([create(one), create(other)]);
      expect(
        replies.filter((r) => r.body.code === 0),
        JSON.stringify(replies.map((r) => r.body)),
      ).toHaveLength(1);
      expect(replies.find((r) => r.body.code !== 0)!.body).toEqual({ code: ErrorCode.RULE, msg });
    }
  });

  it.each([
    [{ username: '' }, '请输入账号'],
    [{ username: '1abc' }, '账号须以字母开头，由4-30位字母、数字或下划线组成'],
    [{ name: ' ' }, '请输入姓名'],
    [{ mobile: '1234' }, '请输入正确的11位手机号'],
  ])('refuses %j with “%s”', async (patch, msg) => {
    const reply = await create({ ...newAccount(), ...patch });
    expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
  });
});

describe('update', () => {
  it('changes name, mobile, department and roles; the new roles apply to the next call', async () => {
    const user = await createStaff(t.db, { perms: [Permission.specialist] });
    const token = await api.staffToken(user.username, user.password);
    const mobile = uniqueMobile();
    const reply = await api.post(
      accountApi.update.path,
      { id: user.id, name: '改名', mobile, deptId: null, roleIds: [buyerRoleId] },
      { token: admin.token },
    );
    expect(reply.body.code, reply.body.msg).toBe(0);
    const auth = await api.post<{ perms: string[] }>(staffAuthApi.getAuth.path, {}, { token });
    expect(JSON.stringify(auth.body.data)).toContain(Permission.project);
    expect(JSON.stringify(auth.body.data)).not.toContain(Permission.specialist);
    expect(await auditActions(t.db, 'staffUser', user.id)).toContain('staffUser.update');
  });

  it('refuses to change one’s own roles, or a mobile another account has, and changes nothing', async () => {
    const other = await createStaff(t.db);
    const before = await accountState(t.db);
    const self = { id: admin.id, name: admin.name, mobile: admin.mobile, deptId: null };
    const own = await api.post(accountApi.update.path, { ...self, roleIds: [buyerRoleId] }, { token: admin.token });
    expect(own.body).toEqual({ code: ErrorCode.RULE, msg: AccountRule.SELF_ROLES });
    const dup = await api.post(
      accountApi.update.path,
      { id: other.id, name: other.name, mobile: admin.mobile, deptId: null, roleIds: [] },
      { token: admin.token },
    );
    expect(dup.body).toEqual({ code: ErrorCode.RULE, msg: AccountRule.MOBILE_TAKEN });
    const missing = await api.post(
      accountApi.update.path,
      { ...self, id: 999999, roleIds: [] },
      { token: admin.token },
    );
    expect(missing.body).toEqual({ code: ErrorCode.NOT_FOUND, msg: AccountRule.USER_NOT_FOUND });
    expect(await accountState(t.db)).toEqual(before);
  });

  it('lets one edit one’s own name while keeping the same roles', async () => {
    const me = await signedInUserAdmin(t.db, api);
    const [link] = await t.db
      .select()
      .from(roles)
      .where(eq(roles.name, (await roleNameOf(me.id))!));
    const reply = await api.post(
      accountApi.update.path,
      { id: me.id, name: '自己改名', mobile: me.mobile, deptId: null, roleIds: [link!.id] },
      { token: me.token },
    );
    expect(reply.body.code, reply.body.msg).toBe(0);
  });
});

async function roleNameOf(userId: number) {
  const list = await api.call(accountApi.list, { pageSize: 100 }, { token: admin.token });
  return list.body.data!.list.find((u) => u.id === userId)?.roles[0]?.name;
}

describe('enable / disable', () => {
  it('a disabled user’s token is refused on the very next call, and sign-in is refused', async () => {
    const user = await createStaff(t.db, { perms: [Permission.project] });
    const token = await api.staffToken(user.username, user.password);
    expect(await tokenWorks(api, token)).toBe(true);
    const reply = await api.post(accountApi.setEnabled.path, { id: user.id, enabled: false }, { token: admin.token });
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect((await api.post(staffAuthApi.getAuth.path, {}, { token })).status).toBe(401);
    expect(await tokenWorks(api, token)).toBe(false);
    expect((await api.loginStaff(user.username, user.password)).body.msg).toBe('账号已停用，请联系管理员');

    // Enabling again lets the user sign in, but the old token stays ended.
    await api.post(accountApi.setEnabled.path, { id: user.id, enabled: true }, { token: admin.token });
    expect(await tokenWorks(api, token)).toBe(false);
    expect((await api.loginStaff(user.username, user.password)).body.code).toBe(0);
    expect(await auditActions(t.db, 'staffUser', user.id)).toEqual(
      expect.arrayContaining(['staffUser.disable', 'staffUser.enable']),
    );
  });

  it('refuses to disable oneself, and changes nothing', async () => {
    const before = await accountState(t.db);
    const reply = await api.post(accountApi.setEnabled.path, { id: admin.id, enabled: false }, { token: admin.token });
    expect(reply.body).toEqual({ code: ErrorCode.RULE, msg: AccountRule.SELF_DISABLE });
    expect(await accountState(t.db)).toEqual(before);
    expect(await enabledOf(t.db, admin.id)).toBe(true);
  });
});

describe('reset password', () => {
  it('texts a new password, ends the old sessions, and sets csflg', async () => {
    const user = await createStaff(t.db, { perms: [Permission.project] });
    const token = await api.staffToken(user.username, user.password);
    const reply = await api.post(accountApi.resetPassword.path, { id: user.id }, { token: admin.token });
    expect(reply.body.code, reply.body.msg).toBe(0);
    expect(reply.body.msg).toBe('密码已重置，新密码已短信发送给本人');
    expect(await tokenWorks(api, token)).toBe(false);
    const [sms] = await outbox(api, user.mobile);
    const password = passwordIn(sms!);
    expect((await api.loginStaff(user.username, user.password)).body.code).not.toBe(0);
    const login = await api.loginStaff(user.username, password);
    expect(login.body.code, login.body.msg).toBe(0);
    expect(login.body.data?.csflg).toBe(true);
    const logs = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.targetId, String(user.id)));
    expect(logs.map((l) => l.action)).toContain('staffUser.resetPassword');
    expect(JSON.stringify(logs)).not.toContain(password);
  });

  it('refuses an unknown account', async () => {
    const reply = await api.post(accountApi.resetPassword.path, { id: 999999 }, { token: admin.token });
    expect(reply.body).toEqual({ code: ErrorCode.NOT_FOUND, msg: AccountRule.USER_NOT_FOUND });
  });
});

describe('when the SMS cannot be sent', () => {
  const failingSms = async <T>(run: () => Promise<T>): Promise<T> => {
    const sms = t.app.deps.sms;
    const send = sms.send;
    sms.send = async () => {
      throw new Error('gateway down');
    };
    try {
      return await run();
    } finally {
      sms.send = send;
    }
  };

  it('withdraws a new account, so none is left with a password nobody knows', async () => {
    const input = newAccount();
    const reply = await failingSms(() => create(input));
    expect(reply.body).toEqual({ code: ErrorCode.RULE, msg: '短信发送失败，账号未创建，请稍后重试' });
    const list = await api.call(accountApi.list, { keyword: input.username }, { token: admin.token });
    expect(list.body.data!.total).toBe(0);
    const actions = await t.db.select().from(auditLogs).where(eq(auditLogs.targetType, 'staffUser'));
    expect(
      actions.filter((a) => (a.detail as { username?: string }).username === input.username).map((a) => a.action),
    ).toEqual(['staffUser.create', 'staffUser.createWithdrawn']);
    // The withdrawal is the administrator's, with its reason, and names no password.
    const withdrawn = actions.find((a) => a.action === 'staffUser.createWithdrawn')!;
    expect(withdrawn.detail).toEqual({ username: input.username, reason: '短信发送失败' });
    expect({ role: withdrawn.actorRole, id: withdrawn.actorId }).toEqual({ role: 'staff', id: String(admin.id) });
  });

  it('puts the old password back after a failed reset', async () => {
    const user = await createStaff(t.db);
    const reply = await failingSms(() =>
      api.post(accountApi.resetPassword.path, { id: user.id }, { token: admin.token }),
    );
    expect(reply.body).toEqual({ code: ErrorCode.RULE, msg: '短信发送失败，密码未重置，请稍后重试' });
    const login = await api.loginStaff(user.username, user.password);
    expect(login.body.code, login.body.msg).toBe(0);
    expect(login.body.data?.csflg).toBeUndefined();
    expect(await auditActions(t.db, 'staffUser', user.id)).toEqual([
      'staffUser.resetPassword',
      'staffUser.resetPasswordWithdrawn',
    ]);
  });
});

describe('the account list is a GET with its filters in the query', () => {
  it('filters by 启用/停用 as the page sends it (true / false / empty), and refuses any other status', async () => {
    const on = await createStaff(t.db, { perms: [Permission.project] });
    const off = await createStaff(t.db, { perms: [Permission.project], enabled: false });
    const ids = async (enabled: string) => {
      const reply = await api.get<{ list: { id: number; enabled: boolean }[] }>(accountApi.list.path, {
        token: admin.token,
        query: { enabled, pageSize: 100 },
      });
      expect(reply.body.code, reply.body.msg).toBe(0);
      return reply.body.data!.list;
    };
    const disabled = await ids('false');
    expect(disabled.map((u) => u.id)).toContain(off.id);
    expect(disabled.every((u) => !u.enabled)).toBe(true);
    const enabled = await ids('true');
    expect(enabled.map((u) => u.id)).toContain(on.id);
    expect(enabled.every((u) => u.enabled)).toBe(true);
    expect((await ids('')).map((u) => u.id)).toEqual(expect.arrayContaining([on.id, off.id]));

    for (const [query, msg] of [
      [{ enabled: 'maybe' }, '状态不正确'],
      [{ enabled: 'TRUE' }, '状态不正确'],
      [{ page: 'abc' }, expect.stringContaining('页码')],
    ] as const) {
      const reply = await api.get(accountApi.list.path, { token: admin.token, query });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ code: ErrorCode.INVALID_INPUT, msg });
    }
  });

  it('is refused to a user without 账号管理, and to no user', async () => {
    const buyer = await createStaff(t.db, { perms: [Permission.project] });
    const token = await api.staffToken(buyer.username, buyer.password);
    expect((await api.get(accountApi.list.path, { token })).status).toBe(403);
    expect((await api.get(roleApi.list.path, { token })).status).toBe(403);
    expect((await api.get(accountApi.list.path)).status).toBe(401);
  });
});
