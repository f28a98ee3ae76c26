import type { Role } from '@swp/core';
import { specialistAccounts } from '../specialist-auth/specialist-account.repo.ts';
import { staffAccounts } from '../staff-auth/staff-account.repo.ts';
import { venderAccounts } from '../vender-auth/vender-account.repo.ts';
import type { AccountStore } from './account-store.ts';

/** Each area's accounts, by the role its sessions carry. */
export const accountStores: Record<Role, AccountStore> = {
  staff: staffAccounts,
  specialist: specialistAccounts,
  vender: venderAccounts,
};
