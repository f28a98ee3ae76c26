import type { InputOf, JsonEndpoint } from '@swp/core/contract/endpoint';
import { departmentApi } from '@swp/core/department/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

export const departmentTreeKey = ['manage', 'departments', 'tree'] as const;

const staff = { area: 'manage' } as const;

/** The whole tree (a utility has tens of departments, not thousands): read by 机构管理 and every department picker. */
export function useDepartmentTree() {
  return useQuery({
    queryKey: departmentTreeKey,
    queryFn: () => api(departmentApi.tree, undefined, staff),
  });
}

/** A tree change; the tree is read again afterwards, whether it worked or the server refused it. */
function useTreeChange<E extends JsonEndpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<E>) => api(endpoint, input, staff),
    onSettled: () => client.invalidateQueries({ queryKey: departmentTreeKey }),
  });
}

export const useCreateDepartment = () => useTreeChange(departmentApi.create);
export const useRenameDepartment = () => useTreeChange(departmentApi.rename);
export const useMoveDepartment = () => useTreeChange(departmentApi.move);
export const useSetDepartmentEnabled = () => useTreeChange(departmentApi.setEnabled);
export const useDeleteDepartment = () => useTreeChange(departmentApi.delete);
