/** 账号管理 (staff with sys:user:user): staff accounts and the roles that carry their permissions. */
export const AccountPath = {
  list: '/api/sysUser/list',
  create: '/api/sysUser/create',
  update: '/api/sysUser/update',
  setEnabled: '/api/sysUser/setEnabled',
  resetPassword: '/api/sysUser/resetPassword',
} as const;

export const RolePath = {
  list: '/api/sysRole/list',
  create: '/api/sysRole/create',
  update: '/api/sysRole/update',
  delete: '/api/sysRole/delete',
} as const;
