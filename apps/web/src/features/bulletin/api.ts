import { bulletinApi } from '@swp/core/announcement/bulletin-contract';
import type { BulletinListInput } from '@swp/core/announcement/draft';
import { hashKey, keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.ts';
import { pageData } from '../../app/page-data.ts';

/** The public 公告栏 (no login): it never sends a token, so a stale supplier session cannot break it. */
const open = { area: null } as const;

export const bulletinKeys = {
  list: (params: BulletinListInput) => ['public', 'bulletin', 'list', params] as const,
  detail: (id: number) => ['public', 'bulletin', 'detail', id] as const,
};

/** The list's page the server put in the HTML, when it is the one these filters ask for. */
function listFromHtml(params: BulletinListInput) {
  const first = pageData().bulletinList;
  return first && hashKey([first.params]) === hashKey([params]) ? first : undefined;
}

export function useBulletinList(params: BulletinListInput) {
  return useQuery({
    queryKey: bulletinKeys.list(params),
    queryFn: () => api(bulletinApi.list, params, open),
    placeholderData: keepPreviousData,
    initialData: () => listFromHtml(params)?.page,
    // Read by the server while this page was being requested: as fresh as the navigation's start, by this
    // browser's own clock (the server's may differ, and the browser tests move it).
    initialDataUpdatedAt: () => (listFromHtml(params) ? performance.timeOrigin : undefined),
  });
}

export function useBulletinDetail(id: number) {
  return useQuery({
    queryKey: bulletinKeys.detail(id),
    queryFn: () => api(bulletinApi.detail, { id }, open),
    enabled: Number.isInteger(id) && id > 0,
  });
}
