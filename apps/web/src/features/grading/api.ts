import { gradingApi } from '@swp/core/grading/contract';
import type { CreateGradingStandardInput, GradingUsage, UpdateGradingStandardInput } from '@swp/core/grading/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { feedback } from '../../app/feedback.ts';
import { gradingKeys } from '../../shared/query-keys.ts';

const manage = { area: 'manage' } as const;

/**
 * The 评分标准管理 calls (apps/server/src/modules/grading; declared in core grading/contract.ts). The project form's
 * choices are read by shared/queries/grading.ts.
 */

export interface GradingFilters {
  keyword?: string;
  used?: GradingUsage;
}

export interface GradingListQuery extends GradingFilters {
  page: number;
  pageSize: number;
}

export function useGradingList(query: GradingListQuery) {
  return useQuery({
    queryKey: gradingKeys.list(query),
    queryFn: () => api(gradingApi.list, query, manage),
    placeholderData: keepPreviousData,
  });
}

export function useGradingStandard(id: number | undefined) {
  return useQuery({
    queryKey: gradingKeys.detail(id ?? 0),
    queryFn: () => api(gradingApi.detail, { id: id ?? 0 }, manage),
    enabled: id !== undefined,
    // The editor must open on the saved items, never on a stale copy.
    staleTime: 0,
  });
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

export const useCreateGrading = () =>
  useGradingMutation((input: CreateGradingStandardInput) => api(gradingApi.create, input, manage), '评分标准已创建');
export const useUpdateGrading = () =>
  useGradingMutation((input: UpdateGradingStandardInput) => api(gradingApi.update, input, manage), '评分标准已保存');
export const useCopyGrading = () =>
  useGradingMutation((id: number) => api(gradingApi.copy, { id }, manage), '已复制，可在副本上修改');
export const useDeleteGrading = () =>
  useGradingMutation((id: number) => api(gradingApi.delete, { id }, manage), '评分标准已删除');
