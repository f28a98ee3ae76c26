import { GradingPath } from '@swp/core/grading/paths';
import type { GradingDetail, GradingListRow, GradingOption } from '@swp/core/grading/responses';
import type {
  CreateGradingStandardInput,
  GradingListInput,
  GradingUsage,
  UpdateGradingStandardInput,
} from '@swp/core/grading/schema';
import type { Page } from '@swp/core/project/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedback } from '../../app/feedback.ts';
import { http } from '../../app/http.ts';
import { withQuery } from '../../shared/url.ts';

const manage = { area: 'manage' } as const;

/** The 评分标准管理 calls (apps/server/src/modules/grading): reads are GETs with a query string. */
export const gradingKeys = {
  all: ['manage', 'grading'] as const,
  list: (query: GradingListQuery) => ['manage', 'grading', 'list', query] as const,
  detail: (id: number) => ['manage', 'grading', 'detail', id] as const,
  options: ['manage', 'grading', 'options'] as const,
};

export interface GradingFilters {
  keyword?: string;
  used?: GradingUsage;
}

export interface GradingListQuery extends GradingFilters {
  page: number;
  pageSize: number;
}

export const gradingApi = {
  list: (query: GradingListQuery) =>
    http.get<Page<GradingListRow>>(withQuery(GradingPath.list, query satisfies GradingListInput), manage),
  detail: (id: number) => http.get<GradingDetail>(withQuery(GradingPath.detail, { id }), manage),
  options: () => http.get<GradingOption[]>(GradingPath.options, manage),
  create: (input: CreateGradingStandardInput) => http.post<GradingDetail>(GradingPath.create, input, manage),
  update: (input: UpdateGradingStandardInput) => http.post<GradingDetail>(GradingPath.update, input, manage),
  copy: (id: number) => http.post<GradingDetail>(GradingPath.copy, { id }, manage),
  remove: (id: number) => http.post<unknown>(GradingPath.delete, { id }, manage),
};

export function useGradingList(query: GradingListQuery) {
  return useQuery({
    queryKey: gradingKeys.list(query),
    queryFn: () => gradingApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useGradingStandard(id: number | undefined) {
  return useQuery({
    queryKey: gradingKeys.detail(id ?? 0),
    queryFn: () => gradingApi.detail(id ?? 0),
    enabled: id !== undefined,
    // The editor must open on the saved items, never on a stale copy.
    staleTime: 0,
  });
}

/** The project form's 评分标准 choices (readable with 项目管理 too). */
export function useGradingOptions() {
  return useQuery({ queryKey: gradingKeys.options, queryFn: gradingApi.options, staleTime: 30_000 });
}

/** Every change refreshes the lists and the project form's choices. */
function useGradingMutation<I, O>(fn: (input: I) => Promise<O>, done: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      feedback.success(done);
      await client.invalidateQueries({ queryKey: gradingKeys.all });
    },
  });
}

export const useCreateGrading = () => useGradingMutation(gradingApi.create, '评分标准已创建');
export const useUpdateGrading = () => useGradingMutation(gradingApi.update, '评分标准已保存');
export const useCopyGrading = () => useGradingMutation(gradingApi.copy, '已复制，可在副本上修改');
export const useDeleteGrading = () => useGradingMutation(gradingApi.remove, '评分标准已删除');
