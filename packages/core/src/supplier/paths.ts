/** The supplier paths of the integration contract (PRODUCT §11), spelled as the seed spells 供应商: suppler. */
export const SupplierPath = {
  sendVerCode: '/api/suppler/sendVerCode',
  register: '/api/suppler/register',
  findPassword: '/api/suppler/findPassword',
  info: '/api/suppler/info',
} as const;

export const SupplierManagePath = {
  list: '/api/supplerManage/list',
  audit: '/api/supplerManage/audit',
} as const;

export const BlacklistPath = {
  add: '/api/blacklist/add',
} as const;
