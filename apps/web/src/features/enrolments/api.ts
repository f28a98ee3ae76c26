import type { InputOf } from '@swp/core/contract/endpoint';
import { enrolApi } from '@swp/core/enrol/contract';
import { PAGE_SIZE_MAX } from '@swp/core/project/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiEnvelope } from '../../app/api.ts';
import { useVenderSession } from '../../app/session/index.ts';
import { enrolKeys } from '../../shared/query-keys.ts';

/**
 * 报名 (the supplier's side, vender token) and 报名审查 (staff with system:project); server:
 * apps/server/src/modules/enrolments. Refusals are shown by the HTTP client.
 */

const vender = { area: 'vender' } as const;
const staff = { area: 'manage' } as const;

/**
 * Whether the 报名 button is enabled, and why not. Public (the server identifies a signed-in company by its
 * token), so the key carries the token: signing in or out asks again.
 */
export function useEnrolAvailability(projectId: number) {
  const token = useVenderSession((s) => s.token);
  return useQuery({
    queryKey: enrolKeys.availability(projectId, token),
    queryFn: () => api(enrolApi.availability, { projectId }, vender),
    enabled: Number.isInteger(projectId) && projectId > 0,
    staleTime: 0,
  });
}

export function useApplyEnrolment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof enrolApi.apply>) => api(enrolApi.apply, input, vender),
    onSuccess: () => client.invalidateQueries({ queryKey: enrolKeys.mine }),
  });
}

/** 我的项目's page and search (keyword: part of the project's name or code). */
export interface MyEnrolmentsQuery {
  page: number;
  pageSize: number;
  keyword?: string | undefined;
}

/** 我的项目: the company's enrolments, newest first (a POST: docs/integration.md fixes `POST /api/enroll/mine`). */
export function useMyEnrolments(query: MyEnrolmentsQuery) {
  return useQuery({
    queryKey: enrolKeys.minePage(query),
    queryFn: () => api(enrolApi.mine, { page: query.page, pageSize: query.pageSize, keyword: query.keyword }, vender),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * The company's enrolments on one project (one per 标段), for 我的项目's project page: `mine` filtered by the
 * server to the project. One page holds them all — a company enrols once per 标段 and a project has at most 50.
 */
export function useMyProjectEnrolments(projectId: number) {
  return useQuery({
    queryKey: enrolKeys.ofProject(projectId),
    queryFn: async () => (await api(enrolApi.mine, { projectId, page: 1, pageSize: PAGE_SIZE_MAX }, vender)).list,
    enabled: Number.isInteger(projectId) && projectId > 0,
    staleTime: 0,
  });
}

/** 报名审查: every enrolment of the project with the company's data (not paged: docs/integration.md `{ list, total }`). */
export function useProjectEnrolments(projectId: number) {
  return useQuery({
    queryKey: enrolKeys.review(projectId),
    queryFn: () => api(enrolApi.list, { projectId }, staff),
    staleTime: 0,
  });
}

export function useAuditEnrolment(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof enrolApi.audit>) => apiEnvelope(enrolApi.audit, input, staff),
    onSuccess: () => client.invalidateQueries({ queryKey: enrolKeys.review(projectId) }),
  });
}

/** A document of an enrolled company for the review's preview (the staff token travels in a header). */
export const fetchEnrolmentFile = (enrolmentId: number, fileId: string) =>
  apiBlob(enrolApi.file, { enrolmentId, fileId }, staff);
