import type { ProjectDetail, ProjectListRow } from '@swp/core/project/api';
import type { Page } from '@swp/core/project/paging';
import { ProjectPath } from '@swp/core/project/paths';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../app/http.ts';
import { projectKeys } from '../../shared/query-keys.ts';
import { withQuery } from '../../shared/url.ts';

/**
 * The two project reads the template preview needs: a searchable choice of projects and the chosen project's
 * fields. Same cache keys as the projects feature; unlike its hooks, these can stay off for a user without the
 * 项目管理 permission (the server would refuse them).
 */
export function useProjectChoices(keyword: string, enabled: boolean) {
  const query = { page: 1, pageSize: 20, keyword: keyword || undefined };
  return useQuery({
    queryKey: projectKeys.list(query),
    queryFn: () => http.get<Page<ProjectListRow>>(withQuery(ProjectPath.list, query), { area: 'manage' }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useProjectDetail(id: number | undefined) {
  return useQuery({
    queryKey: projectKeys.detail(id ?? 0),
    queryFn: () => http.get<ProjectDetail>(withQuery(ProjectPath.detail, { id }), { area: 'manage' }),
    enabled: id !== undefined,
  });
}
