/**
 * The refusals of 账号管理, worded once for the server's answer and the tests (and the web where it forestalls
 * them). Each protects the system from locking its administrators out.
 */
export const AccountRule = {
  /** Disabling, re-roling or re-defining a role may never leave nobody able to manage accounts. */
  LAST_USER_ADMIN: '至少须保留一个启用的账号拥有“账号管理”权限',
  SELF_DISABLE: '不能停用自己的账号',
  SELF_ROLES: '不能修改自己的角色',
  ROLE_IN_USE: '该角色已分配给账号，不能删除',
  ACCOUNT_TAKEN: '账号已存在',
  MOBILE_TAKEN: '手机号已被其他账号使用',
  ROLE_NAME_TAKEN: '角色名称已存在',
  USER_NOT_FOUND: '账号不存在',
  ROLE_NOT_FOUND: '角色不存在',
  DEPT_NOT_FOUND: '所属机构不存在',
} as const;
