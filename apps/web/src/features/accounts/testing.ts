import type { StaffUser } from '@swp/core/accounts/responses';

/** A 采购员 account as the account list sends it, nothing refused; override what a test is about. */
export const staffUser = (over: Partial<StaffUser> = {}): StaffUser => ({
  id: 7,
  username: 'caigou',
  name: '采购员',
  mobile: '13900000000',
  deptId: null,
  deptName: '',
  roles: [{ id: 1, name: '系统管理员' }],
  enabled: true,
  mustChangePassword: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  passwordSmsTo: '13900000000',
  refusals: {},
  ...over,
});
