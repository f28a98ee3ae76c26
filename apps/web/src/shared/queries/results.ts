import { resultApi } from '@swp/core/results/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { resultKeys } from '../query-keys.ts';

/**
 * A project's result summary (candidates, publicity window, what blocks the 中标公告), read by the 结果 tab and by the
 * 公告 tab's 结果公示 / 中标公告 fields. Silent: a refusal is shown in place.
 */
export function useResultSummary(projectId: number, enabled = true) {
  return useQuery({
    queryKey: resultKeys.summary(projectId),
    queryFn: () => api(resultApi.summary, { projectId }, { area: 'manage', silent: true }),
    enabled,
    staleTime: 0,
  });
}
