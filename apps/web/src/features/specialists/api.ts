import type { InputOf, JsonEndpoint, OutputOf } from '@swp/core/contract/endpoint';
import { shanghaiDateKey } from '@swp/core/project/time';
import { specialistApi } from '@swp/core/specialist/contract';
import { specialtyApi } from '@swp/core/specialist/specialty-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiBlob, apiEnvelope, apiUploadEnvelope } from '../../app/api.ts';
import { saveBlob } from '../../shared/download.ts';
import { specialistKeys } from '../../shared/query-keys.ts';

/**
 * 专家管理 and 专业类别 calls (server: apps/server/src/modules/specialists, specialties; all staff-only). The list and
 * the 专业类别 tree, which other pages' pickers read too, are in shared/queries/specialists.ts.
 */

const opts = { area: 'manage' } as const;

export function useSpecialistDetail(id: number | null) {
  return useQuery({
    queryKey: specialistKeys.detail(id ?? 0),
    queryFn: () => api(specialistApi.detail, { id: id ?? 0 }, opts),
    enabled: id != null,
    staleTime: 0,
  });
}

/**
 * A change whose success refreshes the expert list (and the detail drawer, and the tree's expert counts); it
 * resolves to the whole envelope, whose msg some pages show.
 */
function usePoolMutation<E extends JsonEndpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<E>) => apiEnvelope(endpoint, input, opts),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: specialistKeys.all });
      void client.invalidateQueries({ queryKey: specialistKeys.tree });
    },
  });
}

export const useCreateSpecialist = () => usePoolMutation(specialistApi.create);
export const useUpdateSpecialist = () => usePoolMutation(specialistApi.update);
export const useFreezeSpecialist = () => usePoolMutation(specialistApi.freeze);
export const useUnfreezeSpecialist = () => usePoolMutation(specialistApi.unfreeze);
export const useDeleteSpecialist = () => usePoolMutation(specialistApi.delete);
export const useCreateAccount = () => usePoolMutation(specialistApi.createAccount);
export const useResetPassword = () => usePoolMutation(specialistApi.resetPassword);

/** The full ID number, on demand (the server writes an audit line for every reveal). */
export const revealIdNumber = (id: number) => api(specialistApi.revealIdNumber, { id }, opts);

export const useCreateSpecialty = () => usePoolMutation(specialtyApi.create);
export const useRenameSpecialty = () => usePoolMutation(specialtyApi.rename);
export const useMoveSpecialty = () => usePoolMutation(specialtyApi.move);
export const useDeleteSpecialty = () => usePoolMutation(specialtyApi.delete);

export const downloadTemplate = async () =>
  saveBlob(await apiBlob(specialistApi.importTemplate, undefined, opts), '专家导入模板.xlsx');

/** The export takes the list's filters from its query string (not the page). */
export const exportSpecialists = async (filter: InputOf<typeof specialistApi.export>) =>
  saveBlob(
    await apiBlob(specialistApi.export, filter, opts),
    `专家库_${shanghaiDateKey(Date.now()).replaceAll('-', '')}.xlsx`,
  );

/** What the import answers: the rows it refused, or how many it imported. */
type ImportResult = OutputOf<typeof specialistApi.import>;

/**
 * Uploads an Excel file. The import is all or nothing: the answer lists the refused rows (and nothing was
 * imported) or the number imported. The caller shows the row report itself, so the client does not toast it.
 */
export async function importSpecialists(file: File): Promise<ImportResult & { msg: string }> {
  const env = await apiUploadEnvelope(specialistApi.import, file, undefined, opts);
  return { imported: env.data?.imported ?? 0, errors: env.data?.errors ?? [], msg: env.msg };
}
