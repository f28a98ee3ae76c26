import { ErrorCode, specialistAuthApi, staffAuthApi, venderAuthApi } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import {
  auditActions,
  createSpecialist,
  createStaff,
  createSupplier,
  passwordHashOf,
  snapshotCounts,
} from '../../../test/factories.ts';

const { t, api } = useTestApp({
  // A permission-guarded probe, standing in for the management routes of later issues.
  extend(app) {
    app.post(
      '/api/probe/project',
      { config: { access: { role: 'staff', permission: 'system:project' } } },
      async () => ({
        code: 0,
        msg: 'ok',
      }),
    );
  },
});

describe('forced password change (csflg)', () => {
  it('flags the login, refuses management calls until the password is changed, then lets them through', async () => {
    const user = await createStaff(t.db, { mustChange: true, perms: ['system:project'] });
    const login = await api.loginStaff(user.username, user.password);
    expect(login.body.data!.csflg).toBe(true);
    const token = login.body.data!.token;

    const refused = await api.post('/api/probe/project', {}, { token });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: ErrorCode.MUST_CHANGE_PASSWORD, msg: '请先修改初始密码' });
    expect((await api.post(staffAuthApi.getAuth.path, {}, { token })).body.code).toBe(0);
    const info = await api.get<{ csflg?: boolean }>(staffAuthApi.userInfo.path, { token });
    expect(info.body.code).toBe(0);
    expect(info.body.data!.csflg).toBe(true);

    const changed = await api.post(
      staffAuthApi.modifyPassword.path,
      { oldpassword: user.password, newpassword: 'Brand9New' },
      { token },
    );
    expect(changed.body).toEqual({ code: 0, msg: '修改成功，请重新登录' });
    expect((await api.post('/api/probe/project', {}, { token })).status).toBe(401);

    const again = await api.loginStaff(user.username, 'Brand9New');
    expect(again.body.data!.csflg).toBeUndefined();
    const allowed = await api.post('/api/probe/project', {}, { token: again.body.data!.token });
    expect(allowed.body.code).toBe(0);
  });
});

describe('permissions', () => {
  it('refuses a staff token without the route’s permission (403) and accepts one with it', async () => {
    const buyer = await api.buyerToken();
    expect((await api.post('/api/probe/project', {}, { token: buyer })).body.code).toBe(0);
    const other = await createStaff(t.db, { perms: ['system:analysis'] });
    const reply = await api.post(
      '/api/probe/project',
      {},
      { token: await api.staffToken(other.username, other.password) },
    );
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual({ code: 403, msg: '没有权限执行此操作' });
  });

  it('stops a disabled user’s live token at once', async () => {
    const user = await createStaff(t.db, { perms: ['system:project'] });
    const token = await api.staffToken(user.username, user.password);
    const { staffUsers } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.db.update(staffUsers).set({ enabled: false }).where(eq(staffUsers.id, user.id));
    expect((await api.post('/api/probe/project', {}, { token })).status).toBe(401);
  });
});

describe('modifyPassword for each area', () => {
  const areas = [
    {
      name: 'staff',
      path: staffAuthApi.modifyPassword.path,
      probe: staffAuthApi.userInfo.path,
      signIn: async () => {
        const u = await createStaff(t.db);
        return { token: await api.staffToken(u.username, u.password), password: u.password, id: u.id };
      },
    },
    {
      name: 'specialist',
      path: specialistAuthApi.modifyPassword.path,
      probe: specialistAuthApi.userInfo.path,
      signIn: async () => {
        const s = await createSpecialist(t.db);
        const r = await api.post<{ token: string }>(specialistAuthApi.login.path, {
          account: s.account,
          password: s.password,
        });
        return { token: r.body.data!.token, password: s.password, id: s.id };
      },
    },
    {
      name: 'vender',
      path: venderAuthApi.modifyPassword.path,
      probe: venderAuthApi.userInfo.path,
      signIn: async () => {
        const s = await createSupplier(t.db);
        const r = await api.post<{ token: string }>(venderAuthApi.login.path, {
          account: s.account,
          password: s.password,
        });
        return { token: r.body.data!.token, password: s.password, id: s.id };
      },
    },
  ] as const;

  for (const area of areas) {
    it(`${area.name}: changes the password and revokes every token of the user`, async () => {
      const first = await area.signIn();
      const reply = await api.post(
        area.path,
        { oldpassword: first.password, newpassword: 'Another8Pass' },
        {
          token: first.token,
        },
      );
      expect(reply.body).toEqual({ code: 0, msg: '修改成功，请重新登录' });
      expect((await api.get(area.probe, { token: first.token })).status).toBe(401);
      expect(await auditActions(t.db, area.name, first.id)).toEqual(['auth.login', 'auth.password_change']);
    });

    it(`${area.name}: refuses bad input and a wrong old password, changing nothing`, async () => {
      const session = await area.signIn();
      const cases: [unknown, number, string][] = [
        [{ newpassword: 'Another8Pass' }, ErrorCode.INVALID_INPUT, '请输入旧密码'],
        [{ oldpassword: session.password }, ErrorCode.INVALID_INPUT, '请输入新密码'],
        [
          { oldpassword: session.password, newpassword: 'short1' },
          ErrorCode.INVALID_INPUT,
          '新密码至少8位，须同时包含字母和数字',
        ],
        [
          { oldpassword: session.password, newpassword: 'lettersonly' },
          ErrorCode.INVALID_INPUT,
          '新密码须同时包含字母和数字',
        ],
        [
          { oldpassword: session.password, newpassword: 'x1'.repeat(17) },
          ErrorCode.INVALID_INPUT,
          '新密码不能超过32个字符',
        ],
        [
          { oldpassword: session.password, newpassword: session.password },
          ErrorCode.INVALID_INPUT,
          '新密码不能与旧密码相同',
        ],
        [{ oldpassword: 'Not-the-old1', newpassword: 'Another8Pass' }, ErrorCode.BAD_CREDENTIALS, '旧密码不正确'],
      ];
      const before = await snapshotCounts(t.db);
      for (const [body, code, msg] of cases) {
        expect((await api.post(area.path, body, { token: session.token })).body).toEqual({ code, msg });
      }
      expect(await snapshotCounts(t.db)).toEqual(before);
      expect((await api.get(area.probe, { token: session.token })).body.code).toBe(0);
    });
  }

  it('keeps the old hash when the change is refused', async () => {
    const user = await createStaff(t.db);
    const token = await api.staffToken(user.username, user.password);
    const before = await passwordHashOf(t.db, user.id);
    await api.post(
      staffAuthApi.modifyPassword.path,
      { oldpassword: 'Wrong-old-1', newpassword: 'Another8Pass' },
      { token },
    );
    expect(await passwordHashOf(t.db, user.id)).toBe(before);
  });
});
