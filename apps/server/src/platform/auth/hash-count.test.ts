import { setTimeout as delay } from 'node:timers/promises';
import { ErrorCode, specialistAuthApi, staffAuthApi } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.ts';
import { createSpecialist, createStaff } from '../../../test/factories.ts';
import {
  MAX_CONCURRENT_HASHES,
  MAX_WAITING_HASHES,
  passwordHashesComputed,
  passwordHashGate,
} from '../../lib/crypto.ts';

/**
 * Comparing the password before counting the attempt answers the same and leaves the same rows, but every
 * guess then costs a password hash. So this asserts the cost itself, counted where the hashing happens
 * (lib/crypto.ts): parallel guesses at one account compute exactly five hashes, and a locked account is answered
 * without waiting for a hash slot.
 */
const { t, api } = useTestApp();

const LOCKED = { code: ErrorCode.LOCKED, msg: '密码错误次数过多，账号已锁定，请15分钟后再试' };

describe('password hashes a sign-in costs', () => {
  it('30 parallel wrong guesses at one account compute exactly five', async () => {
    const expert = await createSpecialist(t.db);
    const before = passwordHashesComputed();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.post(specialistAuthApi.login.path, { account: expert.account, password: `Wrong-${i}a` }),
      ),
    );
    expect(passwordHashesComputed() - before).toBe(5);
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === ErrorCode.BAD_CREDENTIALS)).toHaveLength(4);
    // The fifth failure locks; the others were refused while locked or by the full hash gate (429).
    expect(codes.filter((c) => c === ErrorCode.LOCKED).length).toBeGreaterThanOrEqual(1);
    const expected: number[] = [ErrorCode.BAD_CREDENTIALS, ErrorCode.LOCKED, ErrorCode.TOO_MANY_REQUESTS];
    expect(codes.filter((c) => !expected.includes(c))).toEqual([]);
  });

  it('30 parallel password changes with a wrong old password compute exactly five', async () => {
    const user = await createStaff(t.db);
    const token = await api.staffToken(user.username, user.password);
    const before = passwordHashesComputed();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api.post(
          staffAuthApi.modifyPassword.path,
          { oldpassword: `Wrong-old-${i}`, newpassword: 'Another8Pass' },
          { token },
        ),
      ),
    );
    expect(passwordHashesComputed() - before).toBe(5);
    expect(replies.filter((r) => r.body.msg === '旧密码不正确')).toHaveLength(4);
  });

  it('a locked account is answered at once while the hash gate is full, computing nothing', async () => {
    const expert = await createSpecialist(t.db);
    const signIn = (password: string) => api.post(specialistAuthApi.login.path, { account: expert.account, password });
    for (let i = 0; i < 5; i++) await signIn(`Bad-${i}x`);
    expect((await signIn('Bad-6x')).body).toEqual(LOCKED);

    // Every running slot of the gate held by work that ends only when released: a sign-in that waited for a slot
    // (comparing before counting) could not be answered until then.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const passes = Array.from({ length: MAX_CONCURRENT_HASHES }, () => passwordHashGate.admit());
    const holding = passes.map((pass) => pass.run(() => held));
    try {
      const before = passwordHashesComputed();
      const locked = signIn(expert.password);
      const first = await Promise.race([locked, delay(10_000).then(() => 'still waiting for a hash slot' as const)]);
      expect(first).not.toBe('still waiting for a hash slot');
      expect((first as Awaited<typeof locked>).body).toEqual(LOCKED);

      // The waiting line full too: refused at once by the gate, before anything is counted or compared.
      passes.push(...Array.from({ length: MAX_WAITING_HASHES }, () => passwordHashGate.admit()));
      expect((await signIn(expert.password)).body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, msg: '请稍后重试' });
      expect(passwordHashesComputed()).toBe(before);
    } finally {
      release();
      await Promise.all(holding);
      for (const pass of passes) pass.leave();
    }
  });
});
