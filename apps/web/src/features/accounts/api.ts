import { accountApi, roleApi } from '@swp/core/accounts/contract';
import type { InputOf, JsonEndpoint } from '@swp/core/contract/endpoint';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiEnvelope } from '../../app/api.ts';

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
    queryFn: () => api(accountApi.list, query, opts),
    placeholderData: keepPreviousData,
  });
}

export function useRoles() {
  return useQuery({ queryKey: accountKeys.roles, queryFn: () => api(roleApi.list, undefined, opts) });
}

/**
 * Any change may alter both tabs (an account's roles, a role's 使用账号数), so both are refreshed. Resolves to the
 * whole envelope: the pages show the server's msg (where the SMS went).
 */
function useAccountChange<E extends JsonEndpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<E>) => apiEnvelope(endpoint, input, opts),
    onSuccess: () => void client.invalidateQueries({ queryKey: accountKeys.all }),
  });
}

export const useCreateAccount = () => useAccountChange(accountApi.create);
export const useUpdateAccount = () => useAccountChange(accountApi.update);
export const useSetAccountEnabled = () => useAccountChange(accountApi.setEnabled);
export const useResetPassword = () => useAccountChange(accountApi.resetPassword);

export const useCreateRole = () => useAccountChange(roleApi.create);
export const useUpdateRole = () => useAccountChange(roleApi.update);
export const useDeleteRole = () => useAccountChange(roleApi.delete);
