import { PERMISSION_LABELS, type Permission } from '../permissions.ts';

const quoted = (perms: readonly string[]) =>
  perms.map((p) => `“${PERMISSION_LABELS[p as Permission] ?? p}”`).join('、');

/** The last enabled holder of a permission keeps it (named by its menu), or nobody could do that work again. */
export const lastHolderMessage = (perm: string) => `至少须保留一个启用的账号拥有${quoted([perm])}权限`;

/** Separation of duties (等保 三级): nobody hands out a permission they do not hold themselves. */
export const grantBeyondOwnMessage = (missing: readonly string[]) => `不能授予自己没有的权限：${quoted(missing)}`;

/**
 * The refusals of 账号管理, worded once for the server's answer and the tests (and the web, which shows the
 * reasons the server sends). Each protects the system from locking its administrators out or from a user making
 * itself (or an accomplice) more than it is.
 */
export const AccountRule = {
  /** Disabling, re-roling or re-defining a role may never leave nobody able to manage accounts. */
  LAST_USER_ADMIN: lastHolderMessage('sys:user:user'),
  SELF_DISABLE: '不能停用自己的账号',
  SELF_ROLES: '不能修改自己的角色',
  /** A user who could redefine its own role could give itself any permission. */
  OWN_ROLE: '不能修改或删除自己所属的角色',
  /** A role with a permission the caller lacks is not the caller's to change or delete. */
  ROLE_ABOVE_YOU: '该角色含有您没有的权限，不能修改或删除',
  /** Redefining a role changes what its holders may do: not for an account above the caller (see accountRefusals). */
  ROLE_HELD_ABOVE: '该角色已分配给拥有您没有的权限的账号，不能修改',
  /** An account holding a permission the caller lacks (an administrator above all): see `accountRefusals`. */
  ABOVE_YOU_MOBILE: '该账号拥有您没有的权限，不能修改其手机号',
  ABOVE_YOU_ROLES: '该账号拥有您没有的权限，不能修改其角色',
  ABOVE_YOU_PASSWORD: '该账号拥有您没有的权限，不能重置其密码',
  ABOVE_YOU_DISABLE: '该账号拥有您没有的权限，不能停用',
  /** The 24-hour rule's mobile (see README) now belongs to another account: the password must not go there. */
  PREVIOUS_MOBILE_TAKEN: '该账号24小时内更换过手机号，原手机号已由其他账号使用，暂不能重置密码',
  /** The same rule when no mobile was on file before (the first administrator's is empty until entered). */
  PREVIOUS_MOBILE_NONE: '该账号24小时内才登记手机号，此前没有可接收密码的手机号，请24小时后再重置密码',
  /** The same rule for SMS sign-in: a code to a mobile changed today is no proof of being the account's owner. */
  SMS_SIGN_IN_AFTER_MOBILE_CHANGE: '该账号的手机号24小时内刚更换，暂不能用短信验证码登录，请使用账号密码登录',
  ROLE_IN_USE: '该角色已分配给账号，不能删除',
  ACCOUNT_TAKEN: '账号已存在',
  MOBILE_TAKEN: '手机号已被其他账号使用',
  ROLE_NAME_TAKEN: '角色名称已存在',
  USER_NOT_FOUND: '账号不存在',
  ROLE_NOT_FOUND: '角色不存在',
  DEPT_NOT_FOUND: '所属机构不存在',
} as const;

/** The permissions of `wanted` that `held` lacks, in the order of `wanted`. */
export const permsLacking = (held: readonly string[], wanted: readonly string[]) =>
  wanted.filter((p) => !held.includes(p));

/** What may be refused on one account; the server answers these reasons in the list as `refusals`. */
export type AccountRefusals = Partial<Record<'changeMobile' | 'changeRoles' | 'resetPassword' | 'disable', string>>;

/**
 * What the caller may not do to an account, with the reason. An account holding a permission the caller lacks
 * is out of the caller's reach for everything that could hand the account over (its mobile, its password) or
 * take its powers (roles, disabling); its own account's roles and its own disabling are refused to everybody.
 */
export function accountRefusals(
  caller: { id: number; perms: readonly string[] },
  account: { id: number; perms: readonly string[] },
): AccountRefusals {
  const own = caller.id === account.id;
  if (permsLacking(caller.perms, account.perms).length > 0)
    return {
      changeMobile: AccountRule.ABOVE_YOU_MOBILE,
      changeRoles: AccountRule.ABOVE_YOU_ROLES,
      resetPassword: AccountRule.ABOVE_YOU_PASSWORD,
      disable: AccountRule.ABOVE_YOU_DISABLE,
    };
  return own ? { changeRoles: AccountRule.SELF_ROLES, disable: AccountRule.SELF_DISABLE } : {};
}

/** What the caller may not do to a role, with the reason (the list answers it as `refusals`). */
export type RoleRefusals = Partial<Record<'edit' | 'delete', string>>;

/**
 * `holderPerms`: the permissions of each account holding the role. A role is the caller's to change only when it
 * holds every permission in it, does not hold the role itself, and no holder of the role is above it.
 */
export function roleRefusals(
  caller: { perms: readonly string[]; roleIds: readonly number[] },
  role: { id: number; perms: readonly string[]; holderPerms: readonly (readonly string[])[] },
): RoleRefusals {
  if (caller.roleIds.includes(role.id)) return { edit: AccountRule.OWN_ROLE, delete: AccountRule.OWN_ROLE };
  if (permsLacking(caller.perms, role.perms).length > 0)
    return { edit: AccountRule.ROLE_ABOVE_YOU, delete: AccountRule.ROLE_ABOVE_YOU };
  if (role.holderPerms.length === 0) return {};
  const heldAbove = role.holderPerms.some((perms) => permsLacking(caller.perms, perms).length > 0);
  return heldAbove
    ? { edit: AccountRule.ROLE_HELD_ABOVE, delete: AccountRule.ROLE_IN_USE }
    : { delete: AccountRule.ROLE_IN_USE };
}
