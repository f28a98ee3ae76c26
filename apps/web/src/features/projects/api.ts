import type { InputOf } from '@swp/core/contract/endpoint';
import { projectApi } from '@swp/core/project/contract';
import type { ProjectListQueryInput } from '@swp/core/project/query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { projectKeys } from '../../shared/query-keys.ts';

/** Reads are GETs with their filters in the query string (docs/ARCHITECTURE.md); every call is staff's. */
const manage = { area: 'manage' } as const;

/** The 项目管理 table; the previous page stays on screen while the next one loads. */
export function useProjectList(query: ProjectListQueryInput) {
  return useQuery({
    queryKey: projectKeys.list(query),
    queryFn: () => api(projectApi.list, query, manage),
    placeholderData: keepPreviousData,
  });
}

/** One project with the actions the server allows now. Always fresh: the buttons must match the server's state. */
export function useProjectDetail(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: () => api(projectApi.detail, { id }, manage),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

export function useProjectLogs(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: projectKeys.logs(id, page, pageSize),
    queryFn: () => api(projectApi.logs, { id, page, pageSize }, manage),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

type ProjectWrite = (typeof projectApi)[
  | 'create'
  | 'update'
  | 'submit'
  | 'pause'
  | 'resume'
  | 'retender'
  | 'setGradingStandard'];

/** Every project change invalidates all project queries: lists, the detail (its actions) and the log. */
function useProjectChange<E extends ProjectWrite>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<E>) => api(endpoint, input, manage),
    onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export const useCreateProject = () => useProjectChange(projectApi.create);
export const useUpdateProject = () => useProjectChange(projectApi.update);
export const useSubmitProject = () => useProjectChange(projectApi.submit);
export const usePauseProject = () => useProjectChange(projectApi.pause);
export const useResumeProject = () => useProjectChange(projectApi.resume);
export const useRetenderProject = () => useProjectChange(projectApi.retender);
export const useSetGradingStandard = () => useProjectChange(projectApi.setGradingStandard);
