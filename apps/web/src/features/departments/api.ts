import type { InputOf, JsonEndpoint } from '@swp/core/contract/endpoint';
import { departmentApi } from '@swp/core/department/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { departmentKeys } from '../../shared/query-keys.ts';

/** 机构管理's changes; the tree itself is read by shared/queries/departments.ts, as the pickers read it too. */

const staff = { area: 'manage' } as const;

/** A tree change; the tree is read again afterwards, whether it worked or the server refused it. */
function useTreeChange<E extends JsonEndpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<E>) => api(endpoint, input, staff),
    onSettled: () => client.invalidateQueries({ queryKey: departmentKeys.tree }),
  });
}

export const useCreateDepartment = () => useTreeChange(departmentApi.create);
export const useRenameDepartment = () => useTreeChange(departmentApi.rename);
export const useMoveDepartment = () => useTreeChange(departmentApi.move);
export const useSetDepartmentEnabled = () => useTreeChange(departmentApi.setEnabled);
export const useDeleteDepartment = () => useTreeChange(departmentApi.delete);
