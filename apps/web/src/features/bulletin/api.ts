import type { BulletinDetail, BulletinRow } from '@swp/core/announcement/api';
import type { BulletinListInput } from '@swp/core/announcement/draft';
import { BulletinPath } from '@swp/core/announcement/paths';
import type { Page } from '@swp/core/project/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../app/http.ts';
import { withQuery } from '../../shared/url.ts';

/** The public 公告栏 (no login): it never sends a token, so a stale supplier session cannot break it. */
const open = { area: null } as const;

export const bulletinKeys = {
  list: (params: BulletinListInput) => ['public', 'bulletin', 'list', params] as const,
  detail: (id: number) => ['public', 'bulletin', 'detail', id] as const,
};

export function useBulletinList(params: BulletinListInput) {
  return useQuery({
    queryKey: bulletinKeys.list(params),
    queryFn: () => http.get<Page<BulletinRow>>(withQuery(BulletinPath.list, params), open),
    placeholderData: keepPreviousData,
  });
}

export function useBulletinDetail(id: number) {
  return useQuery({
    queryKey: bulletinKeys.detail(id),
    queryFn: () => http.get<BulletinDetail>(withQuery(BulletinPath.detail, { id }), open),
    enabled: Number.isInteger(id) && id > 0,
  });
}
