import { ErrorCode, specialistAuthApi, staffAuthApi, venderAuthApi } from '@swp/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { ApiClient } from '../../../test/client.ts';
import { auditActions, createSpecialist, createStaff, createSupplier } from '../../../test/factories.ts';
import { loginFailures, sessions } from '../../db/schema/index.ts';
import { MINUTE } from '../../lib/clock.ts';
import { MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES } from '../../lib/crypto.ts';

/**
 * The attempt is counted in one atomic step before the password is compared, so parallel guesses can
 * never compare more than five passwords, and the right one among later guesses does not sign in.
 */
const { t, api } = useTestApp();

const LOCKED = { code: ErrorCode.LOCKED, msg: '密码错误次数过多，账号已锁定，请15分钟后再试' };

/** Rows of the attempt history: one per password that was compared and found wrong. */
const failuresOf = async (role: string, account: string) =>
  (
    await t.db
      .select()
      .from(loginFailures)
      .where(and(eq(loginFailures.role, role), eq(loginFailures.account, account.toLowerCase())))
  ).length;

const sessionsOf = async (role: 'staff' | 'specialist' | 'vender', userId: number) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.role, role), eq(sessions.userId, userId)))
  ).length;

describe('sign-ins at once on one account', () => {
  it('with the right password last of as many as the hash gate admits: none signs in, five are compared', async () => {
    const expert = await createSpecialist(t.db);
    const admitted = MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES;
    const passwords = Array.from({ length: admitted }, (_, i) =>
      i === admitted - 1 ? expert.password : `Wrong-${i}a`,
    );
    const signIn = (password: string) => api.post(specialistAuthApi.login.path, { account: expert.account, password });
    // The wrong guesses go at once; the right one only once five of them were compared, so that it is the last
    // counted: sent together, a loaded server may take it among the first five, and then it rightly signs in.
    const wrong = passwords.slice(0, -1).map(signIn);
    await vi.waitFor(async () => expect(await failuresOf('specialist', expert.account!)).toBe(5), {
      timeout: 20_000,
      interval: 50,
    });
    const replies = [...(await Promise.all(wrong)), await signIn(passwords.at(-1)!)];
    expect(replies.at(-1)!.body).toEqual(LOCKED);
    expect(replies.filter((r) => r.body.code === ErrorCode.BAD_CREDENTIALS)).toHaveLength(4);
    expect(replies.filter((r) => r.body.code === ErrorCode.LOCKED)).toHaveLength(admitted - 4);
    expect(await failuresOf('specialist', expert.account!)).toBe(5);
    expect(await sessionsOf('specialist', expert.id)).toBe(0);
    expect(await auditActions(t.db, 'specialist', expert.account as unknown as number)).toEqual(['auth.lockout']);
  });

  it('with the right password among the first five counted: it signs in and the count starts again', async () => {
    const supplier = await createSupplier(t.db);
    const replies = await Promise.all(
      ['Wrong-1a', 'Wrong-2a', supplier.password].map((password) =>
        api.post(venderAuthApi.login.path, { account: supplier.account, password }),
      ),
    );
    expect(replies.map((r) => r.body.code).sort()).toEqual([0, ErrorCode.BAD_CREDENTIALS, ErrorCode.BAD_CREDENTIALS]);
    const next = await api.post(venderAuthApi.login.path, { account: supplier.account, password: 'Wrong-3a' });
    expect(next.body.code).toBe(ErrorCode.BAD_CREDENTIALS);
  });
});

describe('the count', () => {
  it('starts again after the right password', async () => {
    const user = await createStaff(t.db);
    for (let i = 0; i < 4; i++) await api.loginStaff(user.username, 'Wrong-pass1');
    expect((await api.loginStaff(user.username, user.password)).body.code).toBe(0);
    expect(await failuresOf('staff', user.username)).toBe(0);
    expect((await api.loginStaff(user.username, 'Wrong-pass1')).body.msg).toBe(
      '账号或密码错误，再错4次账号将被锁定15分钟',
    );
  });

  it('keeps each compared wrong password with its IP, and nothing for refusals while locked', async () => {
    const user = await createStaff(t.db);
    const elsewhere = new ApiClient(t.app, '10.20.30.40');
    for (let i = 0; i < 5; i++) await elsewhere.loginStaff(user.username, 'Wrong-pass1');
    expect((await elsewhere.loginStaff(user.username, 'Wrong-pass1')).body).toEqual(LOCKED);
    const rows = await t.db
      .select({ ip: loginFailures.ip })
      .from(loginFailures)
      .where(and(eq(loginFailures.role, 'staff'), eq(loginFailures.account, user.username.toLowerCase())));
    expect(rows.map((r) => r.ip)).toEqual(Array(5).fill('10.20.30.40'));
  });

  it('is shared by the password change: five wrong old passwords lock sign-in too', async () => {
    const user = await createStaff(t.db);
    const token = await api.staffToken(user.username, user.password);
    const change = (oldpassword: string) =>
      api.post(staffAuthApi.modifyPassword.path, { oldpassword, newpassword: 'Another8Pass' }, { token });
    for (let i = 0; i < 4; i++) {
      expect((await change('Wrong-old-1')).body).toEqual({ code: ErrorCode.BAD_CREDENTIALS, msg: '旧密码不正确' });
    }
    expect((await change('Wrong-old-1')).body).toEqual(LOCKED);
    // Locked: even the right old password is not compared, and sign-in is locked as well.
    expect((await change(user.password)).body).toEqual(LOCKED);
    expect((await api.loginStaff(user.username, user.password)).body).toEqual(LOCKED);
    t.clock.advance(15 * MINUTE + 1000);
    try {
      expect((await change(user.password)).body).toEqual({ code: 0, msg: '修改成功，请重新登录' });
    } finally {
      t.clock.reset();
    }
  });

  it('counts parallel password changes before comparing: at most five old passwords are compared', async () => {
    const user = await createStaff(t.db);
    const token = await api.staffToken(user.username, user.password);
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api.post(
          staffAuthApi.modifyPassword.path,
          { oldpassword: `Wrong-old-${i}`, newpassword: 'Another8Pass' },
          { token },
        ),
      ),
    );
    expect(replies.filter((r) => r.body.msg === '旧密码不正确')).toHaveLength(4);
    expect(replies.filter((r) => r.body.code === ErrorCode.LOCKED)).toHaveLength(4);
    expect(await failuresOf('staff', user.username)).toBe(5);
  });
});
