import { blacklistApi } from '@swp/core/blacklist/contract';
import type { BlacklistEntry } from '@swp/core/blacklist/responses';
import type { BlacklistStatus, BlacklistTargetType } from '@swp/core/blacklist/status';
import type { InputOf } from '@swp/core/contract/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiBlob } from '../../app/api.ts';
import { useBlacklistChange } from '../../shared/blacklist/api.ts';
import { saveBlob } from '../../shared/download.ts';
import { blacklistKeys } from '../../shared/query-keys.ts';

/**
 * 黑名单 calls (staff with system:suppler; server: apps/server/src/modules/blacklist). 加入黑名单, which 供应商管理
 * and 专家管理 offer too, is in shared/blacklist/.
 */

const opts = { area: 'manage' } as const;

export interface BlacklistFilters {
  targetType?: BlacklistTargetType;
  status?: BlacklistStatus;
  /** Part of the company's or expert's name. */
  keyword?: string;
}

export interface BlacklistListQuery extends BlacklistFilters {
  page: number;
  pageSize: number;
}

export function useBlacklist(query: BlacklistListQuery) {
  return useQuery({
    queryKey: blacklistKeys.list(query),
    queryFn: () => api(blacklistApi.list, query, opts),
    placeholderData: keepPreviousData,
  });
}

export const useLiftBlacklist = () =>
  useBlacklistChange((input: InputOf<typeof blacklistApi.lift>) => api(blacklistApi.lift, input, opts));

/** Saves an entry's decision document (staff only, so fetched with the token rather than linked). */
export async function downloadDecision(entry: Pick<BlacklistEntry, 'id' | 'attachment'>): Promise<void> {
  if (!entry.attachment) return;
  saveBlob(await apiBlob(blacklistApi.attachment, { id: entry.id }, opts), entry.attachment.name);
}
