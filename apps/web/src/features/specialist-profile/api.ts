import { evaluationApi } from '@swp/core/evaluation/contract';
import type { EvalHistoryPage, EvalHistoryRow } from '@swp/core/evaluation/responses';
import { SPECIALIST_FIELD_LABELS } from '@swp/core/specialist/labels';
import type { SpecialistProfile } from '@swp/core/specialist/profile';
import { specialistProfileApi } from '@swp/core/specialist/profile-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';

/**
 * 我的信息 (专家端): the expert's own profile and the projects it evaluated. Specialist token; the server answers
 * only the signed-in expert's own data.
 */

export type { EvalHistoryPage, EvalHistoryRow, SpecialistProfile };

const specialist = { area: 'specialist' } as const;

export const myInfoKeys = {
  profile: ['specialist', 'myInfo'] as const,
  history: (page: number, pageSize: number) => ['specialist', 'evaluation', 'history', page, pageSize] as const,
};

/** `enabled` false while the expert must change the password first (every other call is refused then). */
export function useMyInfo(enabled = true) {
  return useQuery({
    queryKey: myInfoKeys.profile,
    queryFn: () => api(specialistProfileApi.myInfo, undefined, specialist),
    enabled,
  });
}

/**
 * Who the expert is, in the words of 我的信息 and of the header's user popover alike (docs/product.md: name, mobile,
 * department): one list, so the two never disagree.
 */
export const identityRows = (p: Pick<SpecialistProfile, 'name' | 'mobile' | 'deptName'>) => [
  { key: 'name', label: SPECIALIST_FIELD_LABELS.name, value: p.name },
  { key: 'mobile', label: SPECIALIST_FIELD_LABELS.mobile, value: p.mobile },
  { key: 'deptName', label: SPECIALIST_FIELD_LABELS.deptName, value: p.deptName || '—' },
];

/** The projects this expert sat on whose result is public, newest first; one page at a time. */
export function useEvalHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: myInfoKeys.history(page, pageSize),
    queryFn: () => api(evaluationApi.history, { page, pageSize }, specialist),
    placeholderData: keepPreviousData,
  });
}
