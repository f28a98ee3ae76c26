import { AccountPath, RolePath } from '@swp/core/accounts/paths';
import type { StaffRole, StaffUser } from '@swp/core/accounts/responses';
import type {
  RoleCreateInput,
  RoleUpdateInput,
  StaffUserCreateInput,
  StaffUserListInput,
  StaffUserSetEnabledInput,
  StaffUserUpdateInput,
} from '@swp/core/accounts/schema';
import type { Page } from '@swp/core/project/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../app/http.ts';

/** 账号管理 calls (staff with sys:user:user; server: apps/server/src/platform/accounts). */

const opts = { area: 'manage' } as const;

export interface AccountFilters {
  /** Part of the account, name or mobile. */
  keyword?: string;
  deptId?: number;
  enabled?: boolean;
}

export interface AccountListQuery extends AccountFilters {
  page: number;
  pageSize: number;
}

export const accountKeys = {
  all: ['manage', 'accounts'] as const,
  list: (query: AccountListQuery) => ['manage', 'accounts', 'list', query] as const,
  roles: ['manage', 'accounts', 'roles'] as const,
};

export function useAccounts(query: AccountListQuery) {
  return useQuery({
    queryKey: accountKeys.list(query),
    queryFn: () => http.post<Page<StaffUser>>(AccountPath.list, query satisfies StaffUserListInput, opts),
    placeholderData: keepPreviousData,
  });
}

export function useRoles() {
  return useQuery({ queryKey: accountKeys.roles, queryFn: () => http.post<StaffRole[]>(RolePath.list, {}, opts) });
}

/** Any change may alter both tabs (an account's roles, a role's 使用账号数), so both are refreshed. */
function useAccountChange<I, O = unknown>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => http.postEnvelope<O>(path, input, opts),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

type PasswordSent = { id: number; mobile: string };

export const useCreateAccount = () => useAccountChange<StaffUserCreateInput, PasswordSent>(AccountPath.create);
export const useUpdateAccount = () => useAccountChange<StaffUserUpdateInput>(AccountPath.update);
export const useSetAccountEnabled = () => useAccountChange<StaffUserSetEnabledInput>(AccountPath.setEnabled);
export const useResetPassword = () => useAccountChange<{ id: number }, PasswordSent>(AccountPath.resetPassword);

export const useCreateRole = () => useAccountChange<RoleCreateInput, { id: number }>(RolePath.create);
export const useUpdateRole = () => useAccountChange<RoleUpdateInput>(RolePath.update);
export const useDeleteRole = () => useAccountChange<{ id: number }>(RolePath.delete);
