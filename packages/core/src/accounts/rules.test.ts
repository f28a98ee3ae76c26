import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, Permission } from '../permissions.ts';
import { AccountRule, accountRefusals, grantBeyondOwnMessage, permsLacking, roleRefusals } from './rules.ts';

const attacker = { id: 2, perms: [Permission.user], roleIds: [20] };
const admin = { id: 1, perms: [...ALL_PERMISSIONS], roleIds: [10] };

describe('who may touch an account', () => {
  it('nobody reaches an account holding a permission they lack; own roles and disabling are refused to all', () => {
    expect(accountRefusals(attacker, admin)).toEqual({
      changeMobile: AccountRule.ABOVE_YOU_MOBILE,
      changeRoles: AccountRule.ABOVE_YOU_ROLES,
      resetPassword: AccountRule.ABOVE_YOU_PASSWORD,
      disable: AccountRule.ABOVE_YOU_DISABLE,
    });
    expect(accountRefusals(admin, attacker)).toEqual({});
    expect(accountRefusals(admin, { id: 3, perms: [...ALL_PERMISSIONS] })).toEqual({});
    expect(accountRefusals(admin, admin)).toEqual({
      changeRoles: AccountRule.SELF_ROLES,
      disable: AccountRule.SELF_DISABLE,
    });
  });
});

describe('who may touch a role', () => {
  const role = (id: number, perms: string[], holderPerms: string[][] = []) => ({ id, perms, holderPerms });
  it('not one’s own, not one above, not one held by an account above; in use is never deleted', () => {
    expect(roleRefusals(admin, role(10, [...ALL_PERMISSIONS]))).toEqual({
      edit: AccountRule.OWN_ROLE,
      delete: AccountRule.OWN_ROLE,
    });
    expect(roleRefusals(attacker, role(11, [Permission.analysis]))).toEqual({
      edit: AccountRule.ROLE_ABOVE_YOU,
      delete: AccountRule.ROLE_ABOVE_YOU,
    });
    expect(roleRefusals(attacker, role(12, [Permission.user], [[...ALL_PERMISSIONS]]))).toEqual({
      edit: AccountRule.ROLE_HELD_ABOVE,
      delete: AccountRule.ROLE_IN_USE,
    });
    expect(roleRefusals(attacker, role(12, [Permission.user], [[Permission.user]]))).toEqual({
      delete: AccountRule.ROLE_IN_USE,
    });
    expect(roleRefusals(admin, role(13, [Permission.project]))).toEqual({});
  });

  it('names what may not be granted by the menus it opens', () => {
    expect(permsLacking(attacker.perms, [Permission.user, Permission.dept])).toEqual([Permission.dept]);
    expect(grantBeyondOwnMessage([Permission.analysis, Permission.dept])).toBe(
      '不能授予自己没有的权限：“统计分析”、“机构管理”',
    );
  });
});
