import type { ProjectListQueryInput } from '@swp/core/project/query';
import { type PageState, param, readPage, writeListQuery } from '../../../shared/list-query.ts';

/**
 * The list's filters and page live in the URL (?keyword=…&page=2), so 返回 from a project, a reload or a shared
 * link shows the same rows. `status=paused` stands for the 已暂停 filter, which the API takes as `paused: true`.
 */
export interface ListFilters {
  keyword?: string;
  purchaseWay?: number;
  status?: string;
  needDeptId?: number;
  createdFrom?: string;
  createdTo?: string;
}

export const PAUSED_FILTER = 'paused';

export function readFilters(params: URLSearchParams): ListFilters & PageState {
  return {
    keyword: param.text(params.get('keyword')),
    purchaseWay: param.number(params.get('purchaseWay')),
    status: param.text(params.get('status')),
    needDeptId: param.number(params.get('needDeptId')),
    createdFrom: param.text(params.get('createdFrom')),
    createdTo: param.text(params.get('createdTo')),
    ...readPage(params),
  };
}

export const writeFilters = (filters: ListFilters & { page?: number; pageSize?: number }) => writeListQuery(filters);

/** The API body for the filters. */
export function toQuery(f: ReturnType<typeof readFilters>): ProjectListQueryInput {
  const paused = f.status === PAUSED_FILTER;
  return {
    page: f.page,
    pageSize: f.pageSize,
    keyword: f.keyword,
    purchaseWay: f.purchaseWay,
    status: paused ? undefined : (f.status as ProjectListQueryInput['status']),
    paused: paused ? true : undefined,
    needDeptId: f.needDeptId,
    createdFrom: f.createdFrom,
    createdTo: f.createdTo,
  };
}
