import { projectApi } from '@swp/core/project/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { projectKeys } from '../../shared/query-keys.ts';

/**
 * The two project reads the template preview needs: a searchable choice of projects and the chosen project's
 * fields. Same cache keys as the projects feature; unlike its hooks, these can stay off for a user without the
 * 项目管理 permission (the server would refuse them).
 */
export function useProjectChoices(keyword: string, enabled: boolean) {
  const query = { page: 1, pageSize: 20, keyword: keyword || undefined };
  return useQuery({
    queryKey: projectKeys.list(query),
    queryFn: () => api(projectApi.list, query, { area: 'manage' }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProjectDetail(id: number | undefined) {
  return useQuery({
    queryKey: projectKeys.detail(id ?? 0),
    queryFn: () => api(projectApi.detail, { id: id ?? 0 }, { area: 'manage' }),
    enabled: id !== undefined,
  });
}
