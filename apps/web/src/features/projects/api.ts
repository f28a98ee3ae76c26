import type { ProjectDetail, ProjectListRow, ProjectLogEntry } from '@swp/core/project/api';
import type { Page } from '@swp/core/project/paging';
import { ProjectPath } from '@swp/core/project/paths';
import type { PauseProjectInput, ProjectListQueryInput } from '@swp/core/project/query';
import type { CreateProjectInput, UpdateProjectInput } from '@swp/core/project/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../app/http.ts';
import { projectKeys } from '../../shared/query-keys.ts';
import { withQuery } from '../../shared/url.ts';

const post = <T>(path: string, body: unknown) => http.post<T>(path, body, { area: 'manage' });
/** Reads are GETs with their filters in the query string (docs/ARCHITECTURE.md). */
const get = <T>(path: string, query: object) => http.get<T>(withQuery(path, { ...query }), { area: 'manage' });

/** The 项目管理 table; the previous page stays on screen while the next one loads. */
export function useProjectList(query: ProjectListQueryInput) {
  return useQuery({
    queryKey: projectKeys.list(query),
    queryFn: () => get<Page<ProjectListRow>>(ProjectPath.list, query),
    placeholderData: keepPreviousData,
  });
}

/** One project with the actions the server allows now. Always fresh: the buttons must match the server's state. */
export function useProjectDetail(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => get<ProjectDetail>(ProjectPath.detail, { id }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

export function useProjectLogs(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: projectKeys.logs(id, page, pageSize),
    queryFn: () => get<Page<ProjectLogEntry>>(ProjectPath.logs, { id, page, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Every project change invalidates all project queries: lists, the detail (its actions) and the log. */
function useProjectChange<TInput, TResult = void>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => post<TResult>(path, input),
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export type SavedProject = { id: number; projectCode: string };

export const useCreateProject = () => useProjectChange<CreateProjectInput, SavedProject>(ProjectPath.create);
export const useUpdateProject = () => useProjectChange<UpdateProjectInput, SavedProject>(ProjectPath.update);
export const useSubmitProject = () => useProjectChange<{ id: number }>(ProjectPath.submit);
export const usePauseProject = () => useProjectChange<PauseProjectInput>(ProjectPath.pause);
export const useResumeProject = () => useProjectChange<{ id: number }>(ProjectPath.resume);
export const useRetenderProject = () => useProjectChange<{ id: number }, SavedProject>(ProjectPath.retender);
export const useSetGradingStandard = () =>
  useProjectChange<{ id: number; gradingStandardId: number }>(ProjectPath.setGradingStandard);
