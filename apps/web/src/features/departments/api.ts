import { DepartmentPath } from '@swp/core/department/paths';
import type {
  CreateDepartmentInput,
  DepartmentNode,
  MoveDepartmentInput,
  RenameDepartmentInput,
  SetDepartmentEnabledInput,
} from '@swp/core/department/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../app/http.ts';

export const departmentTreeKey = ['manage', 'departments', 'tree'] as const;

/** The whole tree (a utility has tens of departments, not thousands): read by 机构管理 and every department picker. */
export function useDepartmentTree() {
  return useQuery({
    queryKey: departmentTreeKey,
    queryFn: () => http.get<DepartmentNode[]>(DepartmentPath.tree, { area: 'manage' }),
  });
}

/** A tree change; the tree is read again afterwards, whether it worked or the server refused it. */
function useTreeChange<TInput, TResult = void>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => http.post<TResult>(path, input, { area: 'manage' }),
    onSettled: () => client.invalidateQueries({ queryKey: departmentTreeKey }),
  });
}

export const useCreateDepartment = () => useTreeChange<CreateDepartmentInput, { id: number }>(DepartmentPath.create);
export const useRenameDepartment = () => useTreeChange<RenameDepartmentInput>(DepartmentPath.rename);
export const useMoveDepartment = () => useTreeChange<MoveDepartmentInput>(DepartmentPath.move);
export const useSetDepartmentEnabled = () => useTreeChange<SetDepartmentEnabledInput>(DepartmentPath.setEnabled);
export const useDeleteDepartment = () => useTreeChange<{ id: number }>(DepartmentPath.delete);
