import { departmentApi } from '@swp/core/department/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { departmentKeys } from '../query-keys.ts';

/** The whole tree (a utility has tens of departments, not thousands): read by 机构管理 and every department picker. */
export function useDepartmentTree() {
  return useQuery({
    queryKey: departmentKeys.tree,
    queryFn: () => api(departmentApi.tree, undefined, { area: 'manage' }),
  });
}
