import { ErrorCode, ok, Permission } from '@swp/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { createStaff } from '../../test/factories.ts';
import { AppError } from '../lib/errors.ts';
import { demandAccess } from './access.ts';
import type { Principal } from './access-types.ts';

/**
 * The access plugin is the one place that reads a token: a guarded route demands its user (routes.test.ts walks
 * them all); a public route may `identify` an area, and a service behind it demands more with `demandAccess`.
 */
const WHO = '/api/probe/identify-staff';
const { t, api } = useTestApp({
  extend: (app) =>
    app.get(WHO, { config: { access: { public: true, identify: 'staff' } } }, async (request) =>
      ok({ who: request.principal?.account ?? null }),
    ),
});

const who = async (token?: string) => {
  const response = await t.app.inject({ method: 'GET', url: WHO, headers: token ? { token } : {} });
  expect(response.statusCode).toBe(200);
  return response.json().data.who;
};

describe('a public route that identifies staff', () => {
  it('lets everyone in and names the staff user only for a valid staff token', async () => {
    expect(await who()).toBeNull();
    expect(await who('not-a-token')).toBeNull();
    expect(await who('x'.repeat(500))).toBeNull();
    const vender = await api.post<{ token: string }>('/api/suppler/supplerLogin', {
      account: 'gongyingshang',
      password: 'Vender@2026',
    });
    expect(await who(vender.body.data!.token)).toBeNull();
    expect(await who(await api.staffToken())).toBe('admin');
    // Who must change the password is still named; demandAccess then refuses what needs more.
    const fresh = await createStaff(t.db, { mustChange: true });
    expect(await who(await api.staffToken(fresh.username, fresh.password))).toBe(fresh.username);
  });
});

describe('demandAccess', () => {
  const staff: Principal = {
    role: 'staff',
    userId: 1,
    sessionId: 1,
    name: '管理员',
    account: 'admin',
    perms: [Permission.project],
    mustChangePassword: false,
  };
  const refusal = (principal: Principal | null, access: Parameters<typeof demandAccess>[1]) => {
    try {
      demandAccess(principal, access);
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const { code, httpStatus } = error as AppError;
      return { code, httpStatus };
    }
  };

  it('answers as a guarded route would: 401, 403 for a forced password change or a missing permission', () => {
    expect(refusal(null, { role: 'staff' })).toEqual({ code: ErrorCode.UNAUTHORIZED, httpStatus: 401 });
    expect(refusal(staff, { role: 'vender' })).toEqual({ code: ErrorCode.UNAUTHORIZED, httpStatus: 401 });
    expect(refusal(staff, { role: 'staff', permission: Permission.template })).toEqual({
      code: ErrorCode.FORBIDDEN,
      httpStatus: 403,
    });
    const mustChange = { ...staff, mustChangePassword: true };
    expect(refusal(mustChange, { role: 'staff' })).toEqual({ code: ErrorCode.MUST_CHANGE_PASSWORD, httpStatus: 403 });
    expect(refusal(mustChange, { role: 'staff', allowMustChange: true })).toBeUndefined();
    expect(demandAccess(staff, { role: 'staff', permission: Permission.project })).toBe(staff);
  });
});
