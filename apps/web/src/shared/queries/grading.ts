import { gradingApi } from '@swp/core/grading/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { gradingKeys } from '../query-keys.ts';

/** The project form's 评分标准 choices (readable with 项目管理 too). */
export function useGradingOptions() {
  return useQuery({
    queryKey: gradingKeys.options,
    queryFn: () => api(gradingApi.options, undefined, { area: 'manage' }),
    staleTime: 30_000,
  });
}
