import { evaluationReportApi } from '@swp/core/evaluation/report-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiEnvelope } from '../../app/api.ts';
import { saveBlob } from '../../shared/download.ts';
import { projectKeys } from '../../shared/query-keys.ts';

/**
 * The staff 评标 tab (server: apps/server/src/modules/evaluation, system:project). Staff read the committee's
 * progress and the report and may name the chair; nothing here writes a score.
 */

/** The tab shows a refusal (before 开标, not found) in place, not as a toast. */
const quiet = { area: 'manage', silent: true } as const;
const staff = { area: 'manage' } as const;

/** While the committee works its progress changes under the clerk's eyes: asked again every 10 seconds. */
const POLL_MS = 10_000;

export const evalStaffKeys = {
  all: (projectId: number) => ['manage', 'evaluation', projectId] as const,
  progress: (projectId: number) => ['manage', 'evaluation', projectId, 'progress'] as const,
  report: (projectId: number) => ['manage', 'evaluation', projectId, 'report'] as const,
};

export function useEvalProgress(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: evalStaffKeys.progress(projectId),
    queryFn: () => api(evaluationReportApi.progress, { projectId }, quiet),
    enabled,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && q.state.data.phase !== 'finished' ? POLL_MS : false),
  });
}

/** The 评标报告, asked only once the progress says it exists. */
export function useEvalReport(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: evalStaffKeys.report(projectId),
    queryFn: () => api(evaluationReportApi.report, { projectId }, quiet),
    enabled,
    staleTime: 0,
  });
}

/** 指定组长: the server refuses once the committee has a chair; the tab, the header and the 操作日志 follow. */
export function useNameChair(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (specialistId: number) =>
      apiEnvelope(evaluationReportApi.nameChair, { projectId, specialistId }, staff),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: evalStaffKeys.all(projectId) });
      void client.invalidateQueries({ queryKey: projectKeys.all });
    },
  });
}

const reportFile = (reportNo: string, ext: 'pdf' | 'xlsx') => `评标报告_${reportNo}.${ext}`;

/** The 评标报告 as a PDF or an .xlsx, fetched with the staff token (a plain link cannot send it). */
export async function downloadReport(projectId: number, reportNo: string, kind: 'pdf' | 'xlsx') {
  const endpoint = kind === 'pdf' ? evaluationReportApi.reportPdf : evaluationReportApi.reportExcel;
  saveBlob(await apiBlob(endpoint, { projectId }, staff), reportFile(reportNo, kind));
}
