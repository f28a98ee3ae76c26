import { fileApi } from '@swp/core/announcement/file-contract';
import { blacklistApi } from '@swp/core/blacklist/contract';
import type { BlacklistTargetType } from '@swp/core/blacklist/status';
import type { InputOf } from '@swp/core/contract/endpoint';
import type { Page } from '@swp/core/project/paging';
import { specialistApi } from '@swp/core/specialist/contract';
import type { SpecialistListItem } from '@swp/core/specialist/responses';
import { supplierManageApi } from '@swp/core/supplier/manage-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiUpload } from '../../app/api.ts';
import { http } from '../../app/http.ts';
import { blacklistKeys, specialistKeys, supplierKeys } from '../query-keys.ts';
import { withQuery } from '../url.ts';

/** The calls of 加入黑名单 (staff with system:suppler; server: apps/server/src/modules/blacklist). */

const opts = { area: 'manage' } as const;

/**
 * Listing or lifting changes the entry and what its target may do: the 供应商管理 rows (禁止参与) and the expert
 * pool (黑名单 tag, the draw) are refreshed with the list. 黑名单's 解除 (features/blacklist) refreshes alike.
 */
export function useBlacklistChange<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: blacklistKeys.all });
      void client.invalidateQueries({ queryKey: supplierKeys.all });
      void client.invalidateQueries({ queryKey: specialistKeys.all });
    },
  });
}

export const useAddToBlacklist = () =>
  useBlacklistChange((input: InputOf<typeof blacklistApi.add>) => api(blacklistApi.add, input, opts));

/** The decision document (处理决定) is uploaded first; the entry is then saved with the receipt's id. */
export const uploadDecision = (file: File) => apiUpload(fileApi.upload, file, { purpose: 'blacklist-decision' }, opts);

/** Who may be listed: a company or an expert, with what tells two of the same name apart. */
export interface TargetOption {
  value: number;
  label: string;
  detail: string;
}

const TARGETS_SHOWN = 20;

/**
 * The first matches of a keyword: companies from the 供应商管理 list (name, credit code or account), experts from
 * the 专家管理 list (name or mobile). Silent: a user without 专家管理 sees the refusal in the select, not a toast
 * each time a letter is typed.
 */
async function searchTargets(type: BlacklistTargetType, keyword: string): Promise<TargetOption[]> {
  const query = { page: 1, pageSize: TARGETS_SHOWN, keyword: keyword || undefined };
  if (type === 'supplier') {
    const page = await api(supplierManageApi.list, query, opts);
    return page.list.map((s) => ({ value: s.id, label: s.companyName, detail: s.creditCode }));
  }
  const page = await http.get<Page<SpecialistListItem>>(withQuery(specialistApi.list.path, query), {
    ...opts,
    silent: true,
  });
  return page.list.map((s) => ({
    value: s.id,
    label: s.name,
    detail: [s.employer, s.mobile].filter(Boolean).join(' · '),
  }));
}

export function useTargetSearch(type: BlacklistTargetType | undefined, keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: blacklistKeys.targets(type ?? 'supplier', keyword),
    queryFn: () => searchTargets(type ?? 'supplier', keyword),
    enabled: enabled && type != null,
    // While the next letters load, the matches so far stay — but never a list of the other kind of target.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === type ? previous : undefined),
    staleTime: 30_000,
  });
}
