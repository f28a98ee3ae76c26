import type { InputOf, JsonEndpoint } from '@swp/core/contract/endpoint';
import { externalExtractionApi, projectExtractionApi } from '@swp/core/extraction/contract';
import type { CommitteeInvitation } from '@swp/core/extraction/responses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiEnvelope } from '../../app/api.ts';
import { saveBlob } from '../../shared/download.ts';

/**
 * 专家抽取 calls (server: apps/server/src/modules/extraction). The project screen and the external recruitment
 * screen have the same committee actions, each under its own paths (core's extraction/contract.ts).
 */

export type ExtractionKind = 'project' | 'external';

/** The committee actions of each screen (draws, exportSheet, replace, cancel) are declared alike. */
const committeeApi = { project: projectExtractionApi, external: externalExtractionApi } as const;

/** What the server answers, as core declares it (the server's response schemas). */
export type {
  Committee,
  CommitteeInvitation,
  DrawOutcome,
  DrawRecord,
  ExtractionTask,
  ExtractionView,
  ProjectCommittee,
  SeatStatus,
  Seats,
  TaskPage,
} from '@swp/core/extraction/responses';

const opts = { area: 'manage' } as const;
/** The committee reads are shown in the page (a refusal becomes its empty state), not as a toast. */
const quiet = { area: 'manage', silent: true } as const;

export const extractionKeys = {
  all: ['extraction'] as const,
  project: (projectId: number) => ['extraction', 'project', projectId] as const,
  task: (id: number) => ['extraction', 'task', id] as const,
  draws: (kind: ExtractionKind, id: number) => ['extraction', 'draws', kind, id] as const,
  tasks: (q: { page: number; pageSize: number; keyword?: string }) => ['extraction', 'tasks', q] as const,
};

/**
 * docs/product.md, docs/rules.md: staff watch the answers arrive. While any member is still 待确认 the list is fetched again
 * every 3 seconds (the server also turns 待确认 into 已超时 after 10 minutes); once nobody is pending it stops.
 */
const POLL_MS = 3_000;
export const pollWhilePending = (data: { invitations: CommitteeInvitation[] } | undefined) =>
  data?.invitations.some((i) => i.status === 'pending') ? POLL_MS : false;

export function useProjectCommittee(projectId: number) {
  return useQuery({
    queryKey: extractionKeys.project(projectId),
    queryFn: () => api(projectExtractionApi.detail, { projectId }, quiet),
    refetchInterval: (q) => pollWhilePending(q.state.data),
    staleTime: 0,
  });
}

export function useTaskCommittee(extractionId: number) {
  return useQuery({
    queryKey: extractionKeys.task(extractionId),
    queryFn: () => api(externalExtractionApi.detail, { extractionId }, quiet),
    refetchInterval: (q) => pollWhilePending(q.state.data),
    enabled: Number.isInteger(extractionId) && extractionId > 0,
    staleTime: 0,
  });
}

export function useDrawRecords(kind: ExtractionKind, extractionId: number, version: number) {
  return useQuery({
    queryKey: [...extractionKeys.draws(kind, extractionId), version],
    queryFn: () => api(committeeApi[kind].draws, { extractionId }, opts),
    placeholderData: keepPreviousData,
  });
}

export function useExtractionTasks(q: { page: number; pageSize: number; keyword?: string }) {
  return useQuery({
    queryKey: extractionKeys.tasks(q),
    queryFn: () => api(externalExtractionApi.list, q, opts),
    placeholderData: keepPreviousData,
  });
}

/** Every extraction write refreshes every extraction read (the committee, its records, the task list). */
function useExtractionWrite<E extends JsonEndpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<E>) => apiEnvelope(endpoint, input, opts),
    onSuccess: () => client.invalidateQueries({ queryKey: extractionKeys.all }),
  });
}

export const useProjectDraw = () => useExtractionWrite(projectExtractionApi.draw);
export const useTaskDraw = () => useExtractionWrite(externalExtractionApi.draw);

export const useReplaceInvitation = (kind: ExtractionKind) => useExtractionWrite(committeeApi[kind].replace);
export const useCancelInvitation = (kind: ExtractionKind) => useExtractionWrite(committeeApi[kind].cancel);

/** The printable 专家抽取记录表 (xlsx), subject to the committee's confidentiality. */
export const exportSheet = async (kind: ExtractionKind, extractionId: number, label: string) =>
  saveBlob(await apiBlob(committeeApi[kind].exportSheet, { extractionId }, opts), `专家抽取记录-${label}.xlsx`);
