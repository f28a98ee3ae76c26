import { resultApi } from '@swp/core/results/contract';
import { LETTER_KIND_LABELS, type LetterKind } from '@swp/core/results/labels';
import { objectionApi } from '@swp/core/results/objection-contract';
import type { MyResult, Objection } from '@swp/core/results/responses';
import type { FileObjectionInput } from '@swp/core/results/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiEnvelope, apiUpload } from '../../app/api.ts';
import { saveBlob } from '../../shared/download.ts';

/**
 * The supplier's side of the result (server: apps/server/src/modules/results and objections): the 结果公示 and its
 * own outcome, the 中标通知书 / 结果通知书, and its 异议 with the answers. Everything goes with the vender token.
 */

export type { MyResult, Objection };
export type ObjectionFile = Objection['attachments'][number];

const vender = { area: 'vender' } as const;

export const myResultKeys = {
  result: (projectId: number) => ['vender', 'result', projectId] as const,
  objections: (projectId: number) => ['vender', 'objections', projectId] as const,
};

/**
 * This company's view of the result. Asked once the project was opened; a refusal (e.g. a company that did not
 * get that far) means "no result to show", so it is silent.
 */
export function useMyResult(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: myResultKeys.result(projectId),
    queryFn: () => api(resultApi.mine, { projectId }, { ...vender, silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** The company's own objections on the project, with the answers (asked for a bidder once the publicity is out). */
export function useMyObjections(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: myResultKeys.objections(projectId),
    queryFn: () => api(objectionApi.mine, { projectId }, { ...vender, silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** 提出异议: the server's msg is the answer shown; the list and the result (canObject) are asked again. */
export function useFileObjection(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FileObjectionInput) => apiEnvelope(objectionApi.file, input, vender),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: myResultKeys.objections(projectId) }),
        client.invalidateQueries({ queryKey: myResultKeys.result(projectId) }),
      ]),
  });
}

/** One attachment for an objection not yet filed (multipart `file`); the answer's id goes into attachmentIds. */
export const uploadObjectionFile = (file: File): Promise<ObjectionFile> =>
  apiUpload(objectionApi.upload, file, undefined, vender);

/** An attachment of one of the company's objections (the token travels in a header, so no plain link). */
export async function downloadObjectionFile(file: ObjectionFile): Promise<void> {
  saveBlob(await apiBlob(objectionApi.attachment, { id: file.id }, vender), file.name);
}

/** The company's letter as a PDF named after its kind and number (中标通知书_ZB-2026-001-01.pdf). */
export async function downloadLetter(projectId: number, letter: { kind: LetterKind; letterNo: string }) {
  const blob = await apiBlob(resultApi.letter, { projectId }, vender);
  saveBlob(blob, `${LETTER_KIND_LABELS[letter.kind]}_${letter.letterNo}.pdf`);
}
