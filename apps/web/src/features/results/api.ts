import type { ProjectState } from '@swp/core/project/lifecycle';
import { objectionApi } from '@swp/core/results/objection-contract';
import type { AnswerObjectionInput } from '@swp/core/results/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiEnvelope } from '../../app/api.ts';
import { saveBlob } from '../../shared/download.ts';
import { projectKeys, resultKeys } from '../../shared/query-keys.ts';

/**
 * The staff 结果 tab (server: apps/server/src/modules/results, system:project): the candidates, the publicity, the
 * objections and their answers, the award. The 结果公示 and 中标公告 themselves are announcements (../announcements),
 * which read the summary too: it is in shared/queries/results.ts.
 */

/** The tab shows a refusal in place, not as a toast. */
const quiet = { area: 'manage', silent: true } as const;
const staff = { area: 'manage' } as const;

/** The states in which the committee's report exists, so a result can be asked for. */
const WITH_RESULT: readonly ProjectState[] = ['evaluated', 'publicity', 'awarded'];
export const hasResult = (state: ProjectState): boolean => WITH_RESULT.includes(state);

/** A project has a few objections at most: the whole list in one answer. */
export function useObjections(projectId: number, enabled = true) {
  return useQuery({
    queryKey: resultKeys.objections(projectId),
    queryFn: () => api(objectionApi.list, { projectId }, quiet),
    enabled,
    staleTime: 0,
  });
}

/**
 * 答复异议: the answer unblocks the 中标公告 once no objection is open, so the summary, the list and the project
 * (its buttons and 操作日志) are asked again.
 */
export function useAnswerObjection(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    // The envelope: its msg says whether the bidder's SMS went out (the clerk phones the bidder if not).
    mutationFn: (input: AnswerObjectionInput) => apiEnvelope(objectionApi.answer, input, staff),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: resultKeys.summary(projectId) }),
        client.invalidateQueries({ queryKey: resultKeys.objections(projectId) }),
        client.invalidateQueries({ queryKey: projectKeys.all }),
      ]);
    },
  });
}

/** An objection's attachment, fetched with the staff token (a plain link cannot send it). */
export async function downloadObjectionAttachment(id: string, name: string): Promise<void> {
  saveBlob(await apiBlob(objectionApi.attachment, { id }, staff), name);
}
