import { evaluationApi } from '@swp/core/evaluation/contract';
import type { EvalWorkspace } from '@swp/core/evaluation/responses';
import type { ReturnSheetInput, SheetInput, SignInput } from '@swp/core/evaluation/schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiEnvelope } from '../../app/api.ts';
import { saveBlob } from '../../shared/download.ts';

/**
 * 在线评标, the expert's side (server: apps/server/src/modules/evaluation). Every call sends the specialist token;
 * refusals are shown by the HTTP client (message.error with the server's msg) unless a call says `silent`.
 */

const specialist = { area: 'specialist' } as const;

/** While the committee is scoring, the page asks again this often, so the chair and the others see progress. */
export const EVAL_POLL_MS = 5_000;

export const evalKeys = {
  all: ['specialist', 'evaluation'] as const,
  mine: (page: number, pageSize: number) => ['specialist', 'evaluation', 'mine', page, pageSize] as const,
  workspace: (projectId: number) => ['specialist', 'evaluation', 'workspace', projectId] as const,
  sheets: (projectId: number) => ['specialist', 'evaluation', 'sheets', projectId] as const,
};

export function useEvalProjects(page: number, pageSize: number) {
  return useQuery({
    queryKey: evalKeys.mine(page, pageSize),
    queryFn: () => api(evaluationApi.mine, { page, pageSize }, specialist),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

const scoring = (w: EvalWorkspace | undefined) => w?.phase === 'preliminary' || w?.phase === 'detailed';

/** The workspace, polled while the committee is scoring (waiting for 开标 and finished need no polling). */
export function useEvalWorkspace(projectId: number) {
  return useQuery({
    queryKey: evalKeys.workspace(projectId),
    queryFn: () => api(evaluationApi.workspace, { projectId }, specialist),
    enabled: Number.isInteger(projectId) && projectId > 0,
    staleTime: 0,
    refetchInterval: (query) => (scoring(query.state.data) ? EVAL_POLL_MS : false),
  });
}

/** A successful write changes the workspace (and the chair's view): ask for both again. */
function useRefresh(projectId: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: evalKeys.workspace(projectId) });
    void client.invalidateQueries({ queryKey: evalKeys.sheets(projectId) });
  };
}

export function useVoteChair(projectId: number) {
  const refresh = useRefresh(projectId);
  return useMutation({
    // The envelope: its msg says whether this vote elected the chair.
    mutationFn: (candidateId: number) => apiEnvelope(evaluationApi.voteChair, { projectId, candidateId }, specialist),
    onSuccess: refresh,
  });
}

/**
 * 暂存. The autosave passes `silent` (a failed background save is said beside the buttons, not in a toast every
 * three seconds); the 暂存 button does not.
 */
export function useSaveSheet(projectId: number) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ sheet, silent }: { sheet: SheetInput; silent?: boolean }) =>
      api(evaluationApi.saveSheet, sheet, { ...specialist, silent }),
    onSuccess: refresh,
  });
}

export function useSubmitSheet(projectId: number) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (sheet: SheetInput) => api(evaluationApi.submitSheet, sheet, specialist),
    onSuccess: refresh,
  });
}

/** The chair's view of every member's sheets (only the chair asks), polled while the committee scores. */
export function useChairSheets(projectId: number, scoring: boolean) {
  return useQuery({
    queryKey: evalKeys.sheets(projectId),
    queryFn: () => api(evaluationApi.sheets, { projectId }, specialist),
    staleTime: 0,
    refetchInterval: scoring ? EVAL_POLL_MS : false,
  });
}

export function useReturnSheet(projectId: number) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (input: Omit<ReturnSheetInput, 'projectId'>) =>
      api(evaluationApi.returnSheet, { projectId, ...input }, specialist),
    onSuccess: refresh,
  });
}

export function useFinishPreliminary(projectId: number) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: () => api(evaluationApi.finishPreliminary, { projectId }, specialist),
    onSuccess: refresh,
  });
}

export function useSubmitResult(projectId: number) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: () => api(evaluationApi.submitResult, { projectId }, specialist),
    onSuccess: refresh,
  });
}

/** 签名确认: the SMS code goes to the expert's own mobile (the server knows it). */
export const sendSignCode = (projectId: number) => apiEnvelope(evaluationApi.signCode, { projectId }, specialist);

export function useSignReport(projectId: number) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (input: Omit<SignInput, 'projectId'>) => api(evaluationApi.sign, { projectId, ...input }, specialist),
    onSuccess: refresh,
  });
}

/** An opened bid file with the specialist token (inline: for the PDF preview). */
export const fetchBidFile = (projectId: number, bidId: string, inline = false) =>
  apiBlob(evaluationApi.bidFile, { projectId, bidId, inline: inline ? '1' : undefined }, specialist);

export async function downloadBidFile(projectId: number, bidId: string, fileName: string) {
  saveBlob(await fetchBidFile(projectId, bidId), fileName);
}
