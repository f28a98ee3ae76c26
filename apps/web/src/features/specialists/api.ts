import { shanghaiDateKey } from '@swp/core/project/time';
import {
  type ImportResult,
  type SpecialistDetail,
  type SpecialistFilter,
  type SpecialistListItem,
  type SpecialistPage,
  SpecialistPath,
  SpecialtyPath,
  type SpecialtyTreeNode,
} from '@swp/core/specialist/index';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, requestEnvelope } from '../../app/http.ts';
import { downloadFile } from '../../shared/download.ts';
import { specialistKeys } from '../../shared/query-keys.ts';
import { withQuery } from '../../shared/url.ts';

// The test harness (extraction/testing.tsx) seeds the specialist cache by these keys from here.
export { specialistKeys };

/** 专家管理 and 专业类别 calls (server: apps/server/src/modules/specialists, specialties; all staff-only). */

const opts = { area: 'manage' } as const;

export interface SpecialistListParams extends Partial<Record<keyof SpecialistFilter, unknown>> {
  page: number;
  pageSize: number;
}

export function useSpecialistList(params: SpecialistListParams, enabled = true) {
  return useQuery({
    queryKey: specialistKeys.list(params),
    queryFn: () => http.get<SpecialistPage<SpecialistListItem>>(withQuery(SpecialistPath.list, { ...params }), opts),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSpecialistDetail(id: number | null) {
  return useQuery({
    queryKey: specialistKeys.detail(id ?? 0),
    queryFn: () => http.get<SpecialistDetail>(withQuery(SpecialistPath.detail, { id }), opts),
    enabled: id != null,
    staleTime: 0,
  });
}

/** The 专业类别 tree: read by any staff screen with a specialty filter (the server asks only for a staff token). */
export function useSpecialtyTree() {
  return useQuery({
    queryKey: specialistKeys.tree,
    queryFn: () => http.get<SpecialtyTreeNode[]>(SpecialtyPath.tree, opts),
    staleTime: 60_000,
  });
}

/** A POST whose success refreshes the expert list (and the detail drawer, and the tree's expert counts). */
function usePoolMutation<I, O = unknown>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => http.postEnvelope<O>(path, input, opts),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: specialistKeys.all });
      void client.invalidateQueries({ queryKey: specialistKeys.tree });
    },
  });
}

export const useCreateSpecialist = () =>
  usePoolMutation<Record<string, unknown>, { id: number }>(SpecialistPath.create);
export const useUpdateSpecialist = () => usePoolMutation<Record<string, unknown>>(SpecialistPath.update);
export const useFreezeSpecialist = () => usePoolMutation<{ id: number; reason: string }>(SpecialistPath.freeze);
export const useUnfreezeSpecialist = () => usePoolMutation<{ id: number; reason: string }>(SpecialistPath.unfreeze);
export const useDeleteSpecialist = () => usePoolMutation<{ id: number }>(SpecialistPath.delete);
export const useCreateAccount = () =>
  usePoolMutation<{ id: number; account: string }, { account: string; mobile: string }>(SpecialistPath.createAccount);
export const useResetPassword = () =>
  usePoolMutation<{ id: number }, { account: string; mobile: string }>(SpecialistPath.resetPassword);

/** The full ID number, on demand (the server writes an audit line for every reveal). */
export const revealIdNumber = (id: number) =>
  http.post<{ idNumber: string }>(SpecialistPath.revealIdNumber, { id }, opts);

export const useCreateSpecialty = () =>
  usePoolMutation<{ name: string; parentId: number | null }>(SpecialtyPath.create);
export const useRenameSpecialty = () => usePoolMutation<{ id: number; name: string }>(SpecialtyPath.rename);
export const useMoveSpecialty = () => usePoolMutation<{ id: number; parentId: number | null }>(SpecialtyPath.move);
export const useDeleteSpecialty = () => usePoolMutation<{ id: number }>(SpecialtyPath.delete);

export const downloadTemplate = () => downloadFile(SpecialistPath.importTemplate, '专家导入模板.xlsx');

/** The export takes the list's filters from its query string (not the page). */
export const exportSpecialists = (filter: Record<string, unknown>) =>
  downloadFile(
    withQuery(SpecialistPath.export, filter),
    `专家库_${shanghaiDateKey(Date.now()).replaceAll('-', '')}.xlsx`,
  );

/**
 * Uploads an Excel file. The import is all or nothing: the answer lists the refused rows (and nothing was
 * imported) or the number imported. The caller shows the row report itself, so the client does not toast it.
 */
export async function importSpecialists(file: File): Promise<ImportResult & { msg: string }> {
  const body = new FormData();
  body.append('file', file, file.name);
  const env = await requestEnvelope<ImportResult>(SpecialistPath.import, { ...opts, method: 'POST', body });
  return { imported: env.data?.imported ?? 0, errors: env.data?.errors ?? [], msg: env.msg };
}
