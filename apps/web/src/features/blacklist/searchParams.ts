import { BLACKLIST_STATUSES, BLACKLIST_TARGET_TYPES } from '@swp/core/blacklist/status';
import { param, readPage, writeListQuery } from '../../shared/list-query.ts';
import type { BlacklistFilters, BlacklistListQuery } from './api.ts';

/** The 黑名单 filters and page in the URL (shared/list-query.ts). */
export const readBlacklistQuery = (params: URLSearchParams): BlacklistListQuery => ({
  targetType: param.oneOf(BLACKLIST_TARGET_TYPES, params.get('targetType')),
  status: param.oneOf(BLACKLIST_STATUSES, params.get('status')),
  keyword: param.text(params.get('keyword')),
  ...readPage(params),
});

export const writeBlacklistQuery = (query: BlacklistFilters & { page?: number; pageSize?: number }) =>
  writeListQuery(query);
