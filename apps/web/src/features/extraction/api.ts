import type { ExternalExtractionInput, ProjectExtractionInput } from '@swp/core/extraction/manage-schema';
import { ExtractionPath } from '@swp/core/extraction/paths';
import type {
  Committee,
  CommitteeInvitation,
  DrawOutcome,
  DrawRecord,
  ProjectCommittee,
  TaskPage,
} from '@swp/core/extraction/responses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, http } from '../../app/http.ts';
import { downloadFile } from '../../shared/download.ts';
import { withQuery } from '../../shared/url.ts';

/**
 * 专家抽取 calls (server: apps/server/src/modules/extraction). The project screen and the external recruitment
 * screen have the same committee actions, each under its own paths (`ExtractionPath` in core).
 */

export type ExtractionKind = 'project' | 'external';

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
    queryFn: () => http.get<ProjectCommittee>(withQuery(ExtractionPath.project.detail, { projectId }), quiet),
    refetchInterval: (q) => pollWhilePending(q.state.data),
    staleTime: 0,
  });
}

export function useTaskCommittee(extractionId: number) {
  return useQuery({
    queryKey: extractionKeys.task(extractionId),
    queryFn: () => http.get<Committee>(withQuery(ExtractionPath.external.detail, { extractionId }), quiet),
    refetchInterval: (q) => pollWhilePending(q.state.data),
    enabled: Number.isInteger(extractionId) && extractionId > 0,
    staleTime: 0,
  });
}

export function useDrawRecords(kind: ExtractionKind, extractionId: number, version: number) {
  return useQuery({
    queryKey: [...extractionKeys.draws(kind, extractionId), version],
    queryFn: () => http.get<DrawRecord[]>(withQuery(ExtractionPath[kind].draws, { extractionId }), opts),
    placeholderData: keepPreviousData,
  });
}

export function useExtractionTasks(q: { page: number; pageSize: number; keyword?: string }) {
  return useQuery({
    queryKey: extractionKeys.tasks(q),
    queryFn: () => http.get<TaskPage>(withQuery(ExtractionPath.external.list, q), opts),
    placeholderData: keepPreviousData,
  });
}

/** Every extraction write refreshes every extraction read (the committee, its records, the task list). */
function useExtractionWrite<I, O>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => http.postEnvelope<O>(path, input, opts),
    onSuccess: () => client.invalidateQueries({ queryKey: extractionKeys.all }),
  });
}

export const useProjectDraw = () =>
  useExtractionWrite<ProjectExtractionInput, DrawOutcome>(ExtractionPath.project.draw);
export const useTaskDraw = () => useExtractionWrite<ExternalExtractionInput, DrawOutcome>(ExtractionPath.external.draw);

export const useReplaceInvitation = (kind: ExtractionKind) =>
  useExtractionWrite<{ invitationId: number }, { specialistName: string; source: 'backup' | 'pool' }>(
    ExtractionPath[kind].replace,
  );
export const useCancelInvitation = (kind: ExtractionKind) =>
  useExtractionWrite<{ invitationId: number; reason: string }, unknown>(ExtractionPath[kind].cancel);

/** The printable 专家抽取记录表 (xlsx), subject to the committee's confidentiality. */
export const exportSheet = (kind: ExtractionKind, extractionId: number, label: string) =>
  downloadFile(withQuery(ExtractionPath[kind].exportSheet, { extractionId }), `专家抽取记录-${label}.xlsx`);

/** The server's refusal (confidentiality, not found) as the page shows it. */
export const refusalOf = (error: unknown): string | null =>
  error instanceof ApiError ? error.message : error ? '加载失败，请稍后重试' : null;
