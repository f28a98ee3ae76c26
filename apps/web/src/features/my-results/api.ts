import { LETTER_KIND_LABELS, type LetterKind } from '@swp/core/results/labels';
import { ObjectionPath, ResultPath } from '@swp/core/results/paths';
import type { MyResult, Objection } from '@swp/core/results/responses';
import type { FileObjectionInput } from '@swp/core/results/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, requestBlob, requestEnvelope } from '../../app/http.ts';
import { saveBlob } from '../../shared/download.ts';
import { withQuery } from '../../shared/url.ts';

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
    queryFn: () => http.get<MyResult>(withQuery(ResultPath.mine, { projectId }), { ...vender, silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** The company's own objections on the project, with the answers (asked for a bidder once the publicity is out). */
export function useMyObjections(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: myResultKeys.objections(projectId),
    queryFn: () =>
      http.post<{ list: Objection[]; total: number }>(ObjectionPath.mine, { projectId }, { ...vender, silent: true }),
    enabled,
    staleTime: 0,
  });
}

/** 提出异议: the server's msg is the answer shown; the list and the result (canObject) are asked again. */
export function useFileObjection(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: FileObjectionInput) => http.postEnvelope<{ id: number }>(ObjectionPath.file, input, vender),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: myResultKeys.objections(projectId) }),
        client.invalidateQueries({ queryKey: myResultKeys.result(projectId) }),
      ]),
  });
}

/** One attachment for an objection not yet filed (multipart `file`); the answer's id goes into attachmentIds. */
export async function uploadObjectionFile(file: File): Promise<ObjectionFile> {
  const body = new FormData();
  body.append('file', file, file.name);
  const env = await requestEnvelope<ObjectionFile>(ObjectionPath.upload, { ...vender, method: 'POST', body });
  if (!env.data) throw new Error(env.msg);
  return env.data;
}

/** An attachment of one of the company's objections (the token travels in a header, so no plain link). */
export async function downloadObjectionFile(file: ObjectionFile): Promise<void> {
  saveBlob(
    await requestBlob(withQuery(ObjectionPath.attachment, { id: file.id }), { method: 'GET', ...vender }),
    file.name,
  );
}

/** The company's letter as a PDF named after its kind and number (中标通知书_ZB-2026-001-01.pdf). */
export async function downloadLetter(projectId: number, letter: { kind: LetterKind; letterNo: string }) {
  const blob = await requestBlob(withQuery(ResultPath.letter, { projectId }), { method: 'GET', ...vender });
  saveBlob(blob, `${LETTER_KIND_LABELS[letter.kind]}_${letter.letterNo}.pdf`);
}
