import type { InputOf } from '@swp/core/contract/endpoint';
import { specialistApi } from '@swp/core/specialist/contract';
import { specialtyApi } from '@swp/core/specialist/specialty-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { specialistKeys } from '../query-keys.ts';

/** The expert pool's reads that 专家管理 and the pickers of other pages share (staff-only calls). */

const staff = { area: 'manage' } as const;

/** The list's query: the filters (as the form holds them) and the page. */
export type SpecialistListParams = InputOf<typeof specialistApi.list>;

/** 专家管理's list, and the expert picker's search (回避专家). */
export function useSpecialistList(params: SpecialistListParams, enabled = true) {
  return useQuery({
    queryKey: specialistKeys.list(params),
    queryFn: () => api(specialistApi.list, params, staff),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The 专业类别 tree: read by any staff screen with a specialty filter (the server asks only for a staff token). */
export function useSpecialtyTree() {
  return useQuery({
    queryKey: specialistKeys.tree,
    queryFn: () => api(specialtyApi.tree, undefined, staff),
    staleTime: 60_000,
  });
}
